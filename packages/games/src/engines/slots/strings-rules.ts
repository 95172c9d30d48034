/** Rule paragraphs, table titles, bet labels and refusals of the slot and scratch kinds, by locale. */
export const ruleStrings = {
  en: {
    'bet.spin': 'Spin',
    'bet.ticket': 'Ticket',
    'bet.stake.range': 'The stake must be from {min} to {max}, in steps of {step}.',
    'bet.option.unknown': 'This bet is not offered in this game.',
    'bet.jackpotPool.invalid': 'The jackpot pool sent with the bet is not valid.',
    'slot.rules.lines':
      '{reels} reels, {rows} rows, {lines} fixed paylines. The stake is split evenly over the lines: each line bets the stake ÷ {lines} (one coin).',
    'slot.rules.lines.pay':
      'A line pays for the same symbol on {min} or more adjacent reels from the leftmost, in coins per line from the paytable. Only the longest run on each line is paid; wins on different lines are added.',
    'slot.rules.ways': '{reels} reels, {rows} rows, {ways} ways to win. The stake buys {coins} coins.',
    'slot.rules.ways.pay':
      'A symbol pays when it shows anywhere on {min} or more adjacent reels from the leftmost: its pay (coins from the paytable) is multiplied by the number of ways, the product of its cells on each of those reels. Each symbol pays once, for its longest run.',
    'slot.rules.wild': 'The wild substitutes for every symbol except the scatter.',
    'slot.rules.wild.reels':
      'The wild appears on reels 2 to 5 only and substitutes for every symbol except the scatter.',
    'slot.rules.wild.expanding': 'A wild that lands expands to fill its whole reel before wins are counted.',
    'slot.rules.wild.multiplier': 'A line win that includes a wild is multiplied by {multiplier}.',
    'slot.rules.wild.line': 'A full line of {count} wilds pays {pay} coins (without the wild multiplier).',
    'slot.rules.scatter':
      'The scatter pays anywhere on the reels: {min} or more pay a multiple of the total stake, added to the line wins.',
    'slot.rules.freeSpins':
      '{min} or more scatters award {spins} free spins, played at once at the same stake. Free spins can be won again during free spins.',
    'slot.rules.freeSpins.multiplier':
      '{min} or more scatters award {spins} free spins, played at once at the same stake; every free-spin win is multiplied by {multiplier}. Free spins can be won again during free spins.',
    'slot.rules.jackpot':
      'Progressive jackpot: {share} of every paid stake goes into the pool. Each paid spin wins the whole pool with a chance of its stake ÷ {odds}: the higher the stake, the higher the chance.',
    'slot.rules.jackpot.rtp':
      'The jackpot counts in the return to player at its contribution share, {share}: on average the pool pays out what it takes in. Without a live pool the jackpot pays its expected value, {expected}.',
    'slot.rules.volatility.low': 'Volatility: low. Frequent, smaller wins.',
    'slot.rules.volatility.medium':
      'Volatility: medium. A balance of frequent small wins and rarer large ones.',
    'slot.rules.volatility.high': 'Volatility: high. Rarer, larger wins.',
    'slot.rules.rtp':
      'Return to player: {rtp}, computed exactly from the reel strips. A paid spin wins something {hitRate} of the time.',
    'slot.rules.stakes': 'Stakes from {min} to {max}, in steps of {step}.',
    'slot.rules.malfunction': 'A malfunction voids all pays and plays.',
    'slot.table.symbols': 'Symbols',
    'slot.table.linePays': 'Line pays (coins per line)',
    'slot.table.wayPays': 'Way pays (coins per way)',
    'slot.table.scatterPays': 'Scatter pays (× total stake)',
    'slot.table.paylines': 'Paylines (row on each reel, 0 = top)',
    'slot.table.reels': 'Reel strips',
    'slot.table.symbol': 'Symbol',
    'slot.table.run3': '3 of a kind',
    'slot.table.run4': '4 of a kind',
    'slot.table.run5': '5 of a kind',
    'slot.tier.top': 'Top symbol',
    'slot.tier.high': 'High symbol',
    'slot.tier.low': 'Low symbol',
    'slot.tier.wild': 'Wild',
    'slot.tier.scatter': 'Scatter',
    'scratch.rules.play':
      'Each ticket has {cells} cells. Scratch them all: {match} cells showing the same prize win that prize, as a multiple of the ticket price. A ticket wins at most one prize.',
    'scratch.rules.odds': 'Chances are counted out of {tickets} tickets, as listed in the prize table.',
    'scratch.rules.rtp':
      'Return to player: {rtp}, exact from the prize table. A ticket wins {hitRate} of the time.',
    'scratch.rules.stakes': 'Ticket prices from {min} to {max}, in steps of {step}.',
    'scratch.table.prizes': 'Prizes',
    'scratch.table.prize': 'Prize (× ticket price)',
    'scratch.table.tickets': 'Tickets',
    'scratch.table.noWin': 'No win',
  },
  cn: {
    'bet.spin': '旋转',
    'bet.ticket': '刮刮卡',
    'bet.stake.range': '投注额须在 {min} 至 {max} 之间，且为 {step} 的整数倍。',
    'bet.option.unknown': '本游戏不提供此投注。',
    'bet.jackpotPool.invalid': '随投注发送的奖池金额无效。',
    'slot.rules.lines':
      '{reels} 个转轴，{rows} 行，{lines} 条固定赔付线。投注额平均分配到各条线：每条线的投注为投注额 ÷ {lines}（一个硬币）。',
    'slot.rules.lines.pay':
      '同一符号从最左侧转轴起在 {min} 个或以上相邻转轴上连成一线即中奖，按赔付表以每线硬币数支付。每条线只支付最长的连线；不同线上的奖金相加。',
    'slot.rules.ways': '{reels} 个转轴，{rows} 行，{ways} 种中奖方式。投注额折合 {coins} 个硬币。',
    'slot.rules.ways.pay':
      '符号从最左侧转轴起在 {min} 个或以上相邻转轴的任意位置出现即中奖：其赔付（赔付表中的硬币数）乘以中奖方式数，即该符号在这些转轴上各自所占格数的乘积。每个符号只按其最长连线支付一次。',
    'slot.rules.wild': '百搭符号可替代除分散符号外的所有符号。',
    'slot.rules.wild.reels': '百搭符号只出现在第 2 至第 5 个转轴上，可替代除分散符号外的所有符号。',
    'slot.rules.wild.expanding': '百搭符号出现时，会在计算奖金前扩展覆盖整个转轴。',
    'slot.rules.wild.multiplier': '含有百搭符号的赔付线奖金乘以 {multiplier}。',
    'slot.rules.wild.line': '一整条 {count} 个百搭符号的线支付 {pay} 个硬币（不乘百搭倍数）。',
    'slot.rules.scatter':
      '分散符号在转轴任意位置均可中奖：出现 {min} 个或以上时支付总投注额的倍数，与线奖金相加。',
    'slot.rules.freeSpins':
      '出现 {min} 个或以上分散符号可获得 {spins} 次免费旋转，以相同投注额立即进行。免费旋转期间可再次赢得免费旋转。',
    'slot.rules.freeSpins.multiplier':
      '出现 {min} 个或以上分散符号可获得 {spins} 次免费旋转，以相同投注额立即进行；免费旋转中的每笔奖金乘以 {multiplier}。免费旋转期间可再次赢得免费旋转。',
    'slot.rules.jackpot':
      '累积奖池：每笔付费投注的 {share} 注入奖池。每次付费旋转以“投注额 ÷ {odds}”的概率赢得整个奖池：投注越高，机会越大。',
    'slot.rules.jackpot.rtp':
      '奖池按其注入比例 {share} 计入返还率：长期而言，奖池派出的金额等于注入的金额。没有实时奖池时，奖池支付其期望值 {expected}。',
    'slot.rules.volatility.low': '波动性：低。中奖频繁，金额较小。',
    'slot.rules.volatility.medium': '波动性：中。频繁的小奖与较少的大奖兼而有之。',
    'slot.rules.volatility.high': '波动性：高。中奖较少，金额较大。',
    'slot.rules.rtp': '返还率：{rtp}，由转轴带精确计算得出。付费旋转的中奖率为 {hitRate}。',
    'slot.rules.stakes': '投注额从 {min} 至 {max}，以 {step} 为单位递增。',
    'slot.rules.malfunction': '如遇故障，所有赔付和游戏均无效。',
    'slot.table.symbols': '符号',
    'slot.table.linePays': '线赔付（每线硬币数）',
    'slot.table.wayPays': '方式赔付（每种方式硬币数）',
    'slot.table.scatterPays': '分散符号赔付（× 总投注额）',
    'slot.table.paylines': '赔付线（各转轴上的行，0 = 顶行）',
    'slot.table.reels': '转轴带',
    'slot.table.symbol': '符号',
    'slot.table.run3': '3 个相同',
    'slot.table.run4': '4 个相同',
    'slot.table.run5': '5 个相同',
    'slot.tier.top': '最高符号',
    'slot.tier.high': '高级符号',
    'slot.tier.low': '低级符号',
    'slot.tier.wild': '百搭',
    'slot.tier.scatter': '分散',
    'scratch.rules.play':
      '每张刮刮卡有 {cells} 个格子。全部刮开：{match} 个格子显示相同奖金即赢得该奖金（票价的倍数）。每张卡最多赢得一个奖项。',
    'scratch.rules.odds': '中奖机会以 {tickets} 张卡为基数计算，见奖项表。',
    'scratch.rules.rtp': '返还率：{rtp}，由奖项表精确计算。中奖率为 {hitRate}。',
    'scratch.rules.stakes': '票价从 {min} 至 {max}，以 {step} 为单位递增。',
    'scratch.table.prizes': '奖项',
    'scratch.table.prize': '奖金（× 票价）',
    'scratch.table.tickets': '张数',
    'scratch.table.noWin': '未中奖',
  },
  ja: {
    'bet.spin': 'スピン',
    'bet.ticket': 'チケット',
    'bet.stake.range': 'ベット額は {min}〜{max} の範囲で、{step} 単位で指定してください。',
    'bet.option.unknown': 'このゲームではこのベットは提供されていません。',
    'bet.jackpotPool.invalid': 'ベットと一緒に送られたジャックポットの額が無効です。',
    'slot.rules.lines':
      '{reels} リール、{rows} 行、{lines} 本の固定ペイライン。ベット額は各ラインに均等に割り振られます：1 ラインのベットはベット額 ÷ {lines}（1 コイン）です。',
    'slot.rules.lines.pay':
      '左端のリールから隣り合う {min} リール以上に同じシンボルが並ぶと、そのラインに配当表のコイン数が支払われます。各ラインでは最も長い並びのみが支払われ、異なるラインの配当は合算されます。',
    'slot.rules.ways':
      '{reels} リール、{rows} 行、{ways} 通りの勝ち方。ベット額は {coins} コインに相当します。',
    'slot.rules.ways.pay':
      '左端のリールから隣り合う {min} リール以上のどこかにシンボルが出ると配当になります：配当（配当表のコイン数）に勝ち方の数（各リールに出たそのシンボルのマス数の積）を掛けます。各シンボルは最も長い並びに対して 1 回だけ支払われます。',
    'slot.rules.wild': 'ワイルドはスキャッター以外のすべてのシンボルの代わりになります。',
    'slot.rules.wild.reels':
      'ワイルドは第 2〜第 5 リールにのみ出現し、スキャッター以外のすべてのシンボルの代わりになります。',
    'slot.rules.wild.expanding': 'ワイルドが出ると、配当の計算前にリール全体に拡大します。',
    'slot.rules.wild.multiplier': 'ワイルドを含むラインの配当は {multiplier} 倍になります。',
    'slot.rules.wild.line':
      'ワイルド {count} 個が 1 ライン揃うと {pay} コインが支払われます（ワイルドの倍率はかかりません）。',
    'slot.rules.scatter':
      'スキャッターはリール上のどこに出ても配当になります：{min} 個以上で総ベット額の倍数が支払われ、ラインの配当に加算されます。',
    'slot.rules.freeSpins':
      'スキャッター {min} 個以上で {spins} 回のフリースピンを獲得し、同じベット額ですぐにプレイされます。フリースピン中にも再びフリースピンを獲得できます。',
    'slot.rules.freeSpins.multiplier':
      'スキャッター {min} 個以上で {spins} 回のフリースピンを獲得し、同じベット額ですぐにプレイされます。フリースピン中の配当はすべて {multiplier} 倍になります。フリースピン中にも再びフリースピンを獲得できます。',
    'slot.rules.jackpot':
      'プログレッシブジャックポット：有料ベットごとに {share} がプールに積み立てられます。有料スピンごとに「ベット額 ÷ {odds}」の確率でプール全額を獲得します。ベット額が高いほど確率も高くなります。',
    'slot.rules.jackpot.rtp':
      'ジャックポットは積立率 {share} としてプレイヤー還元率に含まれます：平均するとプールは積み立てた分を払い出します。ライブのプールがない場合、ジャックポットは期待値 {expected} を支払います。',
    'slot.rules.volatility.low': 'ボラティリティ：低。小さな配当が頻繁に出ます。',
    'slot.rules.volatility.medium':
      'ボラティリティ：中。頻繁な小さな配当と、まれな大きな配当のバランス型です。',
    'slot.rules.volatility.high': 'ボラティリティ：高。配当はまれですが大きくなります。',
    'slot.rules.rtp':
      'プレイヤー還元率：{rtp}（リールストリップから厳密に計算）。有料スピンの当選率は {hitRate} です。',
    'slot.rules.stakes': 'ベット額は {min}〜{max}、{step} 単位です。',
    'slot.rules.malfunction': '誤作動が発生した場合、すべての配当とプレイは無効となります。',
    'slot.table.symbols': 'シンボル',
    'slot.table.linePays': 'ライン配当（1 ラインあたりのコイン）',
    'slot.table.wayPays': 'ウェイ配当（1 通りあたりのコイン）',
    'slot.table.scatterPays': 'スキャッター配当（総ベット額の倍数）',
    'slot.table.paylines': 'ペイライン（各リールの行、0 = 最上段）',
    'slot.table.reels': 'リールストリップ',
    'slot.table.symbol': 'シンボル',
    'slot.table.run3': '3 個揃い',
    'slot.table.run4': '4 個揃い',
    'slot.table.run5': '5 個揃い',
    'slot.tier.top': '最高シンボル',
    'slot.tier.high': '高配当シンボル',
    'slot.tier.low': '低配当シンボル',
    'slot.tier.wild': 'ワイルド',
    'slot.tier.scatter': 'スキャッター',
    'scratch.rules.play':
      '各チケットには {cells} 個のマスがあります。すべて削り、同じ賞金が {match} マスに出ればその賞金（チケット価格の倍数）を獲得します。1 枚のチケットで獲得できる賞は 1 つまでです。',
    'scratch.rules.odds': '当選確率は {tickets} 枚あたりで数えたもので、賞金表のとおりです。',
    'scratch.rules.rtp':
      'プレイヤー還元率：{rtp}（賞金表から厳密に計算）。チケットの当選率は {hitRate} です。',
    'scratch.rules.stakes': 'チケット価格は {min}〜{max}、{step} 単位です。',
    'scratch.table.prizes': '賞金',
    'scratch.table.prize': '賞金（チケット価格の倍数）',
    'scratch.table.tickets': '枚数',
    'scratch.table.noWin': 'はずれ',
  },
  th: {
    'bet.spin': 'หมุน',
    'bet.ticket': 'บัตร',
    'bet.stake.range': 'เดิมพันต้องอยู่ระหว่าง {min} ถึง {max} และเพิ่มทีละ {step}',
    'bet.option.unknown': 'เกมนี้ไม่มีการเดิมพันแบบนี้',
    'bet.jackpotPool.invalid': 'ยอดกองแจ็คพอตที่ส่งมากับการเดิมพันไม่ถูกต้อง',
    'slot.rules.lines':
      '{reels} วงล้อ {rows} แถว {lines} เพย์ไลน์คงที่ เดิมพันแบ่งเท่ากันทุกไลน์: แต่ละไลน์เดิมพันเท่ากับเดิมพัน ÷ {lines} (หนึ่งเหรียญ)',
    'slot.rules.lines.pay':
      'ไลน์จะจ่ายเมื่อสัญลักษณ์เดียวกันเรียงติดกันตั้งแต่ {min} วงล้อขึ้นไปจากวงล้อซ้ายสุด ตามจำนวนเหรียญต่อไลน์ในตารางจ่าย แต่ละไลน์จ่ายเฉพาะแถวที่ยาวที่สุด และรางวัลของแต่ละไลน์จะรวมกัน',
    'slot.rules.ways': '{reels} วงล้อ {rows} แถว {ways} วิธีชนะ เดิมพันเท่ากับ {coins} เหรียญ',
    'slot.rules.ways.pay':
      'สัญลักษณ์จะจ่ายเมื่อปรากฏที่ใดก็ได้บนวงล้อที่ติดกันตั้งแต่ {min} วงล้อขึ้นไปจากซ้ายสุด: รางวัล (เหรียญในตารางจ่าย) คูณด้วยจำนวนวิธี คือผลคูณของจำนวนช่องที่สัญลักษณ์นั้นปรากฏในแต่ละวงล้อ แต่ละสัญลักษณ์จ่ายครั้งเดียวตามแถวที่ยาวที่สุด',
    'slot.rules.wild': 'ไวลด์ใช้แทนสัญลักษณ์ทุกตัวยกเว้นสแคตเตอร์',
    'slot.rules.wild.reels': 'ไวลด์ปรากฏบนวงล้อที่ 2 ถึง 5 เท่านั้น และใช้แทนสัญลักษณ์ทุกตัวยกเว้นสแคตเตอร์',
    'slot.rules.wild.expanding': 'เมื่อไวลด์ปรากฏ จะขยายเต็มวงล้อก่อนนับรางวัล',
    'slot.rules.wild.multiplier': 'รางวัลไลน์ที่มีไวลด์ร่วมด้วยจะคูณ {multiplier}',
    'slot.rules.wild.line': 'ไวลด์ {count} ตัวเต็มไลน์จ่าย {pay} เหรียญ (ไม่คูณตัวคูณไวลด์)',
    'slot.rules.scatter':
      'สแคตเตอร์จ่ายที่ตำแหน่งใดก็ได้บนวงล้อ: ตั้งแต่ {min} ตัวขึ้นไปจ่ายเป็นเท่าของเดิมพันรวม และรวมกับรางวัลไลน์',
    'slot.rules.freeSpins':
      'สแคตเตอร์ตั้งแต่ {min} ตัวขึ้นไปให้ฟรีสปิน {spins} ครั้ง เล่นทันทีด้วยเดิมพันเดิม ระหว่างฟรีสปินสามารถได้ฟรีสปินเพิ่มอีก',
    'slot.rules.freeSpins.multiplier':
      'สแคตเตอร์ตั้งแต่ {min} ตัวขึ้นไปให้ฟรีสปิน {spins} ครั้ง เล่นทันทีด้วยเดิมพันเดิม รางวัลทุกครั้งในฟรีสปินคูณ {multiplier} ระหว่างฟรีสปินสามารถได้ฟรีสปินเพิ่มอีก',
    'slot.rules.jackpot':
      'แจ็คพอตสะสม: {share} ของทุกเดิมพันที่จ่ายจะเข้าสู่กองรางวัล การหมุนที่จ่ายเงินแต่ละครั้งมีโอกาสชนะทั้งกองเท่ากับเดิมพัน ÷ {odds} ยิ่งเดิมพันสูง โอกาสยิ่งมาก',
    'slot.rules.jackpot.rtp':
      'แจ็คพอตนับรวมในอัตราการคืนเงินตามสัดส่วนที่สมทบ {share}: โดยเฉลี่ยกองรางวัลจ่ายคืนเท่าที่รับเข้า หากไม่มีกองรางวัลสด แจ็คพอตจะจ่ายค่าคาดหมาย {expected}',
    'slot.rules.volatility.low': 'ความผันผวน: ต่ำ ชนะบ่อย รางวัลเล็ก',
    'slot.rules.volatility.medium': 'ความผันผวน: ปานกลาง มีทั้งรางวัลเล็กที่ออกบ่อยและรางวัลใหญ่ที่ออกน้อยกว่า',
    'slot.rules.volatility.high': 'ความผันผวน: สูง ชนะน้อยครั้งแต่รางวัลใหญ่',
    'slot.rules.rtp': 'อัตราการคืนเงินให้ผู้เล่น: {rtp} คำนวณอย่างแม่นยำจากแถบวงล้อ การหมุนที่จ่ายเงินมีโอกาสชนะ {hitRate}',
    'slot.rules.stakes': 'เดิมพันตั้งแต่ {min} ถึง {max} เพิ่มทีละ {step}',
    'slot.rules.malfunction': 'หากระบบทำงานผิดพลาด การจ่ายและการเล่นทั้งหมดเป็นโมฆะ',
    'slot.table.symbols': 'สัญลักษณ์',
    'slot.table.linePays': 'รางวัลไลน์ (เหรียญต่อไลน์)',
    'slot.table.wayPays': 'รางวัลแบบวิธี (เหรียญต่อวิธี)',
    'slot.table.scatterPays': 'รางวัลสแคตเตอร์ (× เดิมพันรวม)',
    'slot.table.paylines': 'เพย์ไลน์ (แถวบนแต่ละวงล้อ 0 = บนสุด)',
    'slot.table.reels': 'แถบวงล้อ',
    'slot.table.symbol': 'สัญลักษณ์',
    'slot.table.run3': '3 ตัวเหมือน',
    'slot.table.run4': '4 ตัวเหมือน',
    'slot.table.run5': '5 ตัวเหมือน',
    'slot.tier.top': 'สัญลักษณ์สูงสุด',
    'slot.tier.high': 'สัญลักษณ์ระดับสูง',
    'slot.tier.low': 'สัญลักษณ์ระดับต่ำ',
    'slot.tier.wild': 'ไวลด์',
    'slot.tier.scatter': 'สแคตเตอร์',
    'scratch.rules.play':
      'บัตรแต่ละใบมี {cells} ช่อง ขูดให้หมด: ถ้า {match} ช่องแสดงรางวัลเดียวกันจะได้รับรางวัลนั้น (เป็นเท่าของราคาบัตร) บัตรหนึ่งใบได้รางวัลสูงสุดหนึ่งรางวัล',
    'scratch.rules.odds': 'โอกาสนับจากบัตร {tickets} ใบ ตามตารางรางวัล',
    'scratch.rules.rtp': 'อัตราการคืนเงินให้ผู้เล่น: {rtp} คำนวณอย่างแม่นยำจากตารางรางวัล บัตรมีโอกาสถูกรางวัล {hitRate}',
    'scratch.rules.stakes': 'ราคาบัตรตั้งแต่ {min} ถึง {max} เพิ่มทีละ {step}',
    'scratch.table.prizes': 'รางวัล',
    'scratch.table.prize': 'รางวัล (× ราคาบัตร)',
    'scratch.table.tickets': 'จำนวนบัตร',
    'scratch.table.noWin': 'ไม่ถูกรางวัล',
  },
  vi: {
    'bet.spin': 'Quay',
    'bet.ticket': 'Vé',
    'bet.stake.range': 'Mức cược phải từ {min} đến {max}, theo bước {step}.',
    'bet.option.unknown': 'Trò chơi này không có cửa cược này.',
    'bet.jackpotPool.invalid': 'Quỹ jackpot gửi kèm cược không hợp lệ.',
    'slot.rules.lines':
      '{reels} cuộn, {rows} hàng, {lines} đường thắng cố định. Tiền cược được chia đều cho các đường: mỗi đường cược bằng tiền cược ÷ {lines} (một xu).',
    'slot.rules.lines.pay':
      'Một đường thắng khi cùng một biểu tượng xuất hiện trên {min} cuộn liền kề trở lên tính từ cuộn ngoài cùng bên trái, trả theo số xu mỗi đường trong bảng trả thưởng. Mỗi đường chỉ trả chuỗi dài nhất; tiền thắng trên các đường khác nhau được cộng lại.',
    'slot.rules.ways': '{reels} cuộn, {rows} hàng, {ways} cách thắng. Tiền cược tương ứng {coins} xu.',
    'slot.rules.ways.pay':
      'Một biểu tượng thắng khi xuất hiện ở bất kỳ vị trí nào trên {min} cuộn liền kề trở lên tính từ cuộn ngoài cùng bên trái: tiền thưởng (số xu trong bảng trả thưởng) nhân với số cách thắng, là tích số ô của biểu tượng đó trên từng cuộn. Mỗi biểu tượng chỉ được trả một lần, cho chuỗi dài nhất.',
    'slot.rules.wild': 'Biểu tượng wild thay thế cho mọi biểu tượng trừ scatter.',
    'slot.rules.wild.reels':
      'Biểu tượng wild chỉ xuất hiện trên cuộn 2 đến 5 và thay thế cho mọi biểu tượng trừ scatter.',
    'slot.rules.wild.expanding': 'Khi xuất hiện, wild mở rộng phủ kín cả cuộn trước khi tính tiền thắng.',
    'slot.rules.wild.multiplier': 'Tiền thắng của đường có wild được nhân {multiplier}.',
    'slot.rules.wild.line': 'Một đường đủ {count} wild trả {pay} xu (không nhân hệ số wild).',
    'slot.rules.scatter':
      'Scatter trả thưởng ở bất kỳ vị trí nào trên các cuộn: từ {min} scatter trở lên trả bội số của tổng tiền cược, cộng vào tiền thắng theo đường.',
    'slot.rules.freeSpins':
      'Từ {min} scatter trở lên tặng {spins} lượt quay miễn phí, chơi ngay với cùng mức cược. Có thể thắng thêm lượt quay miễn phí trong lúc quay miễn phí.',
    'slot.rules.freeSpins.multiplier':
      'Từ {min} scatter trở lên tặng {spins} lượt quay miễn phí, chơi ngay với cùng mức cược; mọi tiền thắng trong lượt quay miễn phí được nhân {multiplier}. Có thể thắng thêm lượt quay miễn phí trong lúc quay miễn phí.',
    'slot.rules.jackpot':
      'Jackpot lũy tiến: {share} mỗi khoản cược có trả tiền được góp vào quỹ. Mỗi lượt quay có trả tiền thắng toàn bộ quỹ với xác suất bằng tiền cược ÷ {odds}: cược càng cao, cơ hội càng lớn.',
    'slot.rules.jackpot.rtp':
      'Jackpot được tính vào tỷ lệ hoàn trả theo phần đóng góp {share}: trung bình quỹ trả ra đúng bằng số tiền nhận vào. Khi không có quỹ trực tiếp, jackpot trả giá trị kỳ vọng {expected}.',
    'slot.rules.volatility.low': 'Độ biến động: thấp. Thắng thường xuyên, tiền thắng nhỏ.',
    'slot.rules.volatility.medium':
      'Độ biến động: trung bình. Cân bằng giữa thắng nhỏ thường xuyên và thắng lớn hiếm hơn.',
    'slot.rules.volatility.high': 'Độ biến động: cao. Thắng ít hơn nhưng lớn hơn.',
    'slot.rules.rtp':
      'Tỷ lệ hoàn trả cho người chơi: {rtp}, tính chính xác từ dải cuộn. Một lượt quay có trả tiền thắng với tỷ lệ {hitRate}.',
    'slot.rules.stakes': 'Mức cược từ {min} đến {max}, theo bước {step}.',
    'slot.rules.malfunction': 'Mọi sự cố kỹ thuật đều làm vô hiệu các khoản thưởng và lượt chơi.',
    'slot.table.symbols': 'Biểu tượng',
    'slot.table.linePays': 'Thưởng theo đường (xu mỗi đường)',
    'slot.table.wayPays': 'Thưởng theo cách (xu mỗi cách)',
    'slot.table.scatterPays': 'Thưởng scatter (× tổng cược)',
    'slot.table.paylines': 'Đường thắng (hàng trên mỗi cuộn, 0 = hàng trên cùng)',
    'slot.table.reels': 'Dải cuộn',
    'slot.table.symbol': 'Biểu tượng',
    'slot.table.run3': '3 giống nhau',
    'slot.table.run4': '4 giống nhau',
    'slot.table.run5': '5 giống nhau',
    'slot.tier.top': 'Biểu tượng cao nhất',
    'slot.tier.high': 'Biểu tượng cao',
    'slot.tier.low': 'Biểu tượng thấp',
    'slot.tier.wild': 'Wild',
    'slot.tier.scatter': 'Scatter',
    'scratch.rules.play':
      'Mỗi vé có {cells} ô. Cào hết các ô: {match} ô cùng một giải sẽ thắng giải đó (bội số của giá vé). Mỗi vé thắng tối đa một giải.',
    'scratch.rules.odds': 'Cơ hội được tính trên {tickets} vé, như trong bảng giải thưởng.',
    'scratch.rules.rtp':
      'Tỷ lệ hoàn trả cho người chơi: {rtp}, tính chính xác từ bảng giải thưởng. Tỷ lệ vé trúng là {hitRate}.',
    'scratch.rules.stakes': 'Giá vé từ {min} đến {max}, theo bước {step}.',
    'scratch.table.prizes': 'Giải thưởng',
    'scratch.table.prize': 'Giải (× giá vé)',
    'scratch.table.tickets': 'Số vé',
    'scratch.table.noWin': 'Không trúng',
  },
  ko: {
    'bet.spin': '스핀',
    'bet.ticket': '티켓',
    'bet.stake.range': '베팅액은 {min}~{max} 사이에서 {step} 단위로 정해야 합니다.',
    'bet.option.unknown': '이 게임에서는 제공하지 않는 베팅입니다.',
    'bet.jackpotPool.invalid': '베팅과 함께 보낸 잭팟 금액이 올바르지 않습니다.',
    'slot.rules.lines':
      '릴 {reels}개, {rows}행, 고정 페이라인 {lines}개. 베팅액은 라인마다 똑같이 나뉩니다: 라인당 베팅은 베팅액 ÷ {lines}(코인 1개)입니다.',
    'slot.rules.lines.pay':
      '가장 왼쪽 릴부터 이웃한 릴 {min}개 이상에 같은 심볼이 이어지면 해당 라인에 페이 테이블의 코인이 지급됩니다. 라인마다 가장 긴 연속만 지급되며, 서로 다른 라인의 당첨금은 합산됩니다.',
    'slot.rules.ways': '릴 {reels}개, {rows}행, 당첨 방식 {ways}가지. 베팅액은 코인 {coins}개입니다.',
    'slot.rules.ways.pay':
      '심볼이 가장 왼쪽 릴부터 이웃한 릴 {min}개 이상의 어느 칸에든 나오면 당첨됩니다: 지급액(페이 테이블의 코인)에 방식 수, 즉 각 릴에서 그 심볼이 나온 칸 수의 곱을 곱합니다. 심볼마다 가장 긴 연속에 대해 한 번만 지급됩니다.',
    'slot.rules.wild': '와일드는 스캐터를 제외한 모든 심볼을 대신합니다.',
    'slot.rules.wild.reels': '와일드는 2~5번 릴에만 나오며 스캐터를 제외한 모든 심볼을 대신합니다.',
    'slot.rules.wild.expanding': '와일드가 나오면 당첨을 계산하기 전에 릴 전체로 확장됩니다.',
    'slot.rules.wild.multiplier': '와일드가 포함된 라인 당첨금은 {multiplier}배가 됩니다.',
    'slot.rules.wild.line':
      '와일드 {count}개로 이루어진 라인은 코인 {pay}개를 지급합니다(와일드 배수 미적용).',
    'slot.rules.scatter':
      '스캐터는 릴의 어느 위치에서든 당첨됩니다: {min}개 이상이면 총 베팅액의 배수를 지급하며 라인 당첨금에 더해집니다.',
    'slot.rules.freeSpins':
      '스캐터 {min}개 이상이면 프리 스핀 {spins}회를 받으며 같은 베팅액으로 바로 진행됩니다. 프리 스핀 중에도 프리 스핀을 다시 받을 수 있습니다.',
    'slot.rules.freeSpins.multiplier':
      '스캐터 {min}개 이상이면 프리 스핀 {spins}회를 받으며 같은 베팅액으로 바로 진행됩니다. 프리 스핀의 모든 당첨금은 {multiplier}배가 됩니다. 프리 스핀 중에도 프리 스핀을 다시 받을 수 있습니다.',
    'slot.rules.jackpot':
      '프로그레시브 잭팟: 유료 베팅마다 {share}가 잭팟 풀에 적립됩니다. 유료 스핀마다 베팅액 ÷ {odds}의 확률로 풀 전체를 받습니다. 베팅액이 클수록 확률도 높습니다.',
    'slot.rules.jackpot.rtp':
      '잭팟은 적립 비율 {share}로 환수율에 포함됩니다: 평균적으로 풀은 적립된 만큼 지급합니다. 실시간 풀이 없으면 잭팟은 기대값 {expected}를 지급합니다.',
    'slot.rules.volatility.low': '변동성: 낮음. 작은 당첨이 자주 나옵니다.',
    'slot.rules.volatility.medium': '변동성: 보통. 잦은 작은 당첨과 드문 큰 당첨이 균형을 이룹니다.',
    'slot.rules.volatility.high': '변동성: 높음. 당첨은 드물지만 큽니다.',
    'slot.rules.rtp':
      '플레이어 환수율: {rtp}, 릴 스트립으로 정확히 계산했습니다. 유료 스핀의 당첨 확률은 {hitRate}입니다.',
    'slot.rules.stakes': '베팅액 {min}~{max}, {step} 단위.',
    'slot.rules.malfunction': '오작동 시 모든 지급과 플레이는 무효입니다.',
    'slot.table.symbols': '심볼',
    'slot.table.linePays': '라인 지급(라인당 코인)',
    'slot.table.wayPays': '방식 지급(방식당 코인)',
    'slot.table.scatterPays': '스캐터 지급(× 총 베팅액)',
    'slot.table.paylines': '페이라인(릴별 행, 0 = 맨 위)',
    'slot.table.reels': '릴 스트립',
    'slot.table.symbol': '심볼',
    'slot.table.run3': '3개 일치',
    'slot.table.run4': '4개 일치',
    'slot.table.run5': '5개 일치',
    'slot.tier.top': '최고 심볼',
    'slot.tier.high': '고배당 심볼',
    'slot.tier.low': '저배당 심볼',
    'slot.tier.wild': '와일드',
    'slot.tier.scatter': '스캐터',
    'scratch.rules.play':
      '티켓마다 {cells}칸이 있습니다. 모두 긁어서 같은 상금이 {match}칸에 나오면 그 상금(티켓 가격의 배수)을 받습니다. 티켓 한 장은 최대 한 개의 상금만 받습니다.',
    'scratch.rules.odds': '당첨 확률은 티켓 {tickets}장 기준이며 상금표와 같습니다.',
    'scratch.rules.rtp':
      '플레이어 환수율: {rtp}, 상금표로 정확히 계산했습니다. 티켓 당첨 확률은 {hitRate}입니다.',
    'scratch.rules.stakes': '티켓 가격 {min}~{max}, {step} 단위.',
    'scratch.table.prizes': '상금',
    'scratch.table.prize': '상금(× 티켓 가격)',
    'scratch.table.tickets': '티켓 수',
    'scratch.table.noWin': '꽝',
  },
  id: {
    'bet.spin': 'Putar',
    'bet.ticket': 'Tiket',
    'bet.stake.range': 'Taruhan harus antara {min} dan {max}, dengan kelipatan {step}.',
    'bet.option.unknown': 'Taruhan ini tidak tersedia di permainan ini.',
    'bet.jackpotPool.invalid': 'Nilai pool jackpot yang dikirim bersama taruhan tidak valid.',
    'slot.rules.lines':
      '{reels} gulungan, {rows} baris, {lines} garis pembayaran tetap. Taruhan dibagi rata ke semua garis: setiap garis bertaruh sebesar taruhan ÷ {lines} (satu koin).',
    'slot.rules.lines.pay':
      'Sebuah garis membayar jika simbol yang sama muncul di {min} gulungan berdampingan atau lebih dari gulungan paling kiri, sebesar koin per garis dalam tabel pembayaran. Hanya deret terpanjang di setiap garis yang dibayar; kemenangan di garis yang berbeda dijumlahkan.',
    'slot.rules.ways':
      '{reels} gulungan, {rows} baris, {ways} cara menang. Taruhan setara dengan {coins} koin.',
    'slot.rules.ways.pay':
      'Sebuah simbol membayar jika muncul di posisi mana pun pada {min} gulungan berdampingan atau lebih dari gulungan paling kiri: pembayarannya (koin dalam tabel pembayaran) dikalikan jumlah cara, yaitu hasil kali jumlah sel simbol itu di setiap gulungan tersebut. Setiap simbol dibayar sekali, untuk deret terpanjangnya.',
    'slot.rules.wild': 'Wild menggantikan semua simbol kecuali scatter.',
    'slot.rules.wild.reels':
      'Wild hanya muncul di gulungan 2 sampai 5 dan menggantikan semua simbol kecuali scatter.',
    'slot.rules.wild.expanding':
      'Wild yang muncul akan meluas memenuhi seluruh gulungannya sebelum kemenangan dihitung.',
    'slot.rules.wild.multiplier': 'Kemenangan garis yang mengandung wild dikalikan {multiplier}.',
    'slot.rules.wild.line': 'Satu garis penuh berisi {count} wild membayar {pay} koin (tanpa pengali wild).',
    'slot.rules.scatter':
      'Scatter membayar di posisi mana pun pada gulungan: {min} atau lebih membayar kelipatan total taruhan, ditambahkan ke kemenangan garis.',
    'slot.rules.freeSpins':
      '{min} scatter atau lebih memberikan {spins} putaran gratis, langsung dimainkan dengan taruhan yang sama. Putaran gratis dapat dimenangkan lagi selama putaran gratis.',
    'slot.rules.freeSpins.multiplier':
      '{min} scatter atau lebih memberikan {spins} putaran gratis, langsung dimainkan dengan taruhan yang sama; setiap kemenangan putaran gratis dikalikan {multiplier}. Putaran gratis dapat dimenangkan lagi selama putaran gratis.',
    'slot.rules.jackpot':
      'Jackpot progresif: {share} dari setiap taruhan berbayar masuk ke pool. Setiap putaran berbayar memenangkan seluruh pool dengan peluang taruhannya ÷ {odds}: makin tinggi taruhan, makin besar peluangnya.',
    'slot.rules.jackpot.rtp':
      'Jackpot dihitung dalam tingkat pengembalian sebesar porsi kontribusinya, {share}: rata-rata pool membayar sebanyak yang diterimanya. Tanpa pool langsung, jackpot membayar nilai harapannya, {expected}.',
    'slot.rules.volatility.low': 'Volatilitas: rendah. Kemenangan sering, nilainya kecil.',
    'slot.rules.volatility.medium':
      'Volatilitas: sedang. Seimbang antara kemenangan kecil yang sering dan kemenangan besar yang lebih jarang.',
    'slot.rules.volatility.high': 'Volatilitas: tinggi. Kemenangan lebih jarang namun lebih besar.',
    'slot.rules.rtp':
      'Tingkat pengembalian ke pemain: {rtp}, dihitung tepat dari strip gulungan. Putaran berbayar menghasilkan kemenangan {hitRate} dari waktu.',
    'slot.rules.stakes': 'Taruhan dari {min} sampai {max}, dengan kelipatan {step}.',
    'slot.rules.malfunction': 'Kerusakan sistem membatalkan semua pembayaran dan permainan.',
    'slot.table.symbols': 'Simbol',
    'slot.table.linePays': 'Pembayaran garis (koin per garis)',
    'slot.table.wayPays': 'Pembayaran cara (koin per cara)',
    'slot.table.scatterPays': 'Pembayaran scatter (× total taruhan)',
    'slot.table.paylines': 'Garis pembayaran (baris di setiap gulungan, 0 = atas)',
    'slot.table.reels': 'Strip gulungan',
    'slot.table.symbol': 'Simbol',
    'slot.table.run3': '3 sama',
    'slot.table.run4': '4 sama',
    'slot.table.run5': '5 sama',
    'slot.tier.top': 'Simbol teratas',
    'slot.tier.high': 'Simbol tinggi',
    'slot.tier.low': 'Simbol rendah',
    'slot.tier.wild': 'Wild',
    'slot.tier.scatter': 'Scatter',
    'scratch.rules.play':
      'Setiap tiket punya {cells} sel. Gosok semuanya: {match} sel dengan hadiah yang sama memenangkan hadiah itu (kelipatan harga tiket). Satu tiket memenangkan paling banyak satu hadiah.',
    'scratch.rules.odds': 'Peluang dihitung dari {tickets} tiket, seperti dalam tabel hadiah.',
    'scratch.rules.rtp':
      'Tingkat pengembalian ke pemain: {rtp}, tepat dari tabel hadiah. Tiket menang {hitRate} dari waktu.',
    'scratch.rules.stakes': 'Harga tiket dari {min} sampai {max}, dengan kelipatan {step}.',
    'scratch.table.prizes': 'Hadiah',
    'scratch.table.prize': 'Hadiah (× harga tiket)',
    'scratch.table.tickets': 'Tiket',
    'scratch.table.noWin': 'Tidak menang',
  },
} as const;
