import type { Strings } from '../../engine/locale.ts';
import { refusalStrings } from '../../engine/refusals.ts';

const en: Record<string, string> = {
  ...refusalStrings.en,
  'elott.picks.invalid': 'Pick {count} different numbers from {min} to {max}.',
  'mini.rules.fair':
    'Provably fair: before you play you see the SHA-256 commitment of the server seed. Every round is drawn from HMAC-SHA256 of the server seed with your client seed and the round number; when you change seeds, the server seed is revealed so you can check the commitment and replay every round.',
  'mini.rules.rounding': 'Wins are rounded down to the smallest unit of the currency.',
  'mini.rules.stakes': 'Stakes from {min} to {max}, in steps of {step}.',
  'mini.round.over': 'This round is over.',
  'mini.action.unknown': 'This move is not part of the game: {type}.',
  'fair.clientSeed.invalid': 'A client seed is 1 to {max} characters of text.',
  'dice.bet.under': 'Roll under (target {min}–{max})',
  'dice.bet.over': 'Roll over (target {min}–{max})',
  'dice.target.invalid': 'Choose a target from {min} to {max}, with at most two decimals.',
  'dice.rules.roll':
    'Each roll is a number from 0.00 to 99.99, every value equally likely. Bet that it lands under or over your target.',
  'dice.rules.pays':
    'A win chance of c % pays {rtp} ÷ c times the stake, so every target returns {rtp} %. Win chances from {min} % to {max} %.',
  'mines.bet.mines': '{count} mines',
  'mines.rules.board':
    'The board has 25 tiles with the mines you chose hidden among them, placed when the round starts. Reveal tiles one at a time; a mine ends the round and the stake is lost.',
  'mines.rules.pays':
    'You may cash out after any safe tile. After k safe tiles the multiplier is {rtp} % divided by the chance of finding k safe tiles, so every way of playing returns {rtp} %.',
  'mines.rules.auto':
    'Auto play reveals the tiles you picked, in order, then cashes out. The round cashes out by itself when every safe tile is found.',
  'mines.tile.invalid': 'Choose a tile that is not revealed yet.',
  'mines.tiles.invalid': 'Pick 1 to {max} different tiles for auto play.',
  'mines.cashout.early': 'Reveal a safe tile before cashing out.',
  'mines.table.multipliers': 'Multipliers',
  'mines.table.mines': 'Mines',
  'mines.table.safe': 'Safe tiles revealed: 1, 2, 3 …',
  'plinko.bet.low': 'Low risk, {rows} rows',
  'plinko.bet.medium': 'Medium risk, {rows} rows',
  'plinko.bet.high': 'High risk, {rows} rows',
  'plinko.rules.drop':
    'The ball drops through the rows of pins, bouncing left or right at each with equal chance, and lands in a bin at the bottom.',
  'plinko.rules.pays':
    'Each bin pays its multiplier of the stake: the edges pay most and the middle least, more so at higher risk. Every table returns {rtp} %.',
  'plinko.table.pays': 'Pay tables',
  'plinko.table.option': 'Risk and rows',
  'plinko.table.bins': 'Bins, left to right',
  'hilo.bet.play': 'Play Hi-Lo',
  'hilo.rules.cards':
    'A card is shown. Every next card comes from a full deck of 52, so each rank keeps the same chance.',
  'hilo.rules.guess':
    'Guess whether the next card is higher, lower or the same rank (ace lowest, king highest), or skip the card.',
  'hilo.rules.pays':
    'Each right guess multiplies your payout by one over its chance; a wrong guess loses the stake. Cash out after any right guess for {rtp} % of that product, so every way of playing returns {rtp} %.',
  'hilo.rules.deck':
    'A round shows at most {cards} cards: the last cannot be skipped, and a right guess on it cashes out.',
  'hilo.guesses.invalid': 'Auto play makes 1 to {max} guesses.',
  'hilo.cashout.early': 'Make a right guess before cashing out.',
  'hilo.skip.last': 'The last card cannot be skipped.',
  'hilo.guess.invalid': 'Guess higher, lower or same.',
  'hilo.guess.impossible': 'No card can be on that side of this one.',
  'crash.bet.auto': 'Bet with auto cash-out ({min}× to {max}×)',
  'crash.cashout.invalid': 'Choose a cash-out from {min}× to {max}×, with at most two decimals.',
  'crash.rules.round':
    'Every round has one curve for all players: the multiplier climbs from 1.00× until it crashes.',
  'crash.rules.point':
    'The crash point is drawn before take-off; about one round in a hundred crashes at once.',
  'crash.rules.pays':
    'Your bet cashes out at the multiplier you set, from {min}× to {max}×, if the curve reaches it; otherwise the stake is lost. Every cash-out returns {rtp} % (less at most a four-billionth).',
  'crash.rules.schedule': 'A round every {seconds} seconds; bets are taken in its first {betting} seconds.',
  'kenoi.bet.spots': 'Pick {count}',
  'kenoi.rules.draw': 'Pick 1 to 10 numbers of 1–80; twenty different numbers are drawn at once.',
  'kenoi.rules.spots':
    'The pay table says what each count of drawn picks pays; every ticket returns up to {rtp} %.',
  'kenoi.table.pays': 'Pay table',
  'kenoi.table.spots': 'Ticket',
  'kenoi.table.hits': 'Hits',
  'kenoi.table.multiplier': 'Pays (× stake)',
};

const cn: Record<string, string> = {
  ...refusalStrings.cn,
  'elott.picks.invalid': '请从 {min} 至 {max} 中选择 {count} 个不同的号码。',
  'mini.rules.fair':
    '可证公平：开始前您会看到服务器种子的 SHA-256 承诺值。每一局都由服务器种子对您的客户端种子与局号做 HMAC-SHA256 生成；更换种子时公开服务器种子，您可核对承诺值并重算每一局。',
  'mini.rules.rounding': '派彩金额向下取至货币的最小单位。',
  'mini.rules.stakes': '投注额 {min} 至 {max}，以 {step} 为单位。',
  'mini.round.over': '本局已结束。',
  'mini.action.unknown': '游戏中没有此操作：{type}。',
  'fair.clientSeed.invalid': '客户端种子须为 1 至 {max} 个字符的文本。',
  'dice.bet.under': '小于目标（目标 {min}–{max}）',
  'dice.bet.over': '大于目标（目标 {min}–{max}）',
  'dice.target.invalid': '请选择 {min} 至 {max} 之间、最多两位小数的目标。',
  'dice.rules.roll': '每次掷出 0.00 至 99.99 之间的数字，每个值机会均等。投注结果小于或大于您的目标。',
  'dice.rules.pays':
    '胜率为 c% 时派彩为投注额的 {rtp} ÷ c 倍，因此任何目标的返还率都是 {rtp}%。胜率范围 {min}% 至 {max}%。',
  'mines.bet.mines': '{count} 颗地雷',
  'mines.rules.board':
    '棋盘有 25 格，您选择数量的地雷在开局时藏于其中。逐格翻开；翻到地雷则本局结束，输掉投注额。',
  'mines.rules.pays':
    '每翻开一个安全格后都可兑现。翻开 k 个安全格后的倍数为 {rtp}% 除以连续翻到 k 个安全格的概率，因此任何玩法的返还率都是 {rtp}%。',
  'mines.rules.auto': '自动模式按顺序翻开您选的格子后兑现。所有安全格都翻开时本局自动兑现。',
  'mines.tile.invalid': '请选择尚未翻开的格子。',
  'mines.tiles.invalid': '自动模式请选择 1 至 {max} 个不同的格子。',
  'mines.cashout.early': '请先翻开一个安全格再兑现。',
  'mines.table.multipliers': '倍数',
  'mines.table.mines': '地雷数',
  'mines.table.safe': '已翻开安全格：1、2、3 …',
  'plinko.bet.low': '低风险，{rows} 行',
  'plinko.bet.medium': '中风险，{rows} 行',
  'plinko.bet.high': '高风险，{rows} 行',
  'plinko.rules.drop': '小球穿过一排排钉子落下，每次向左或向右的机会均等，最后落入底部的格子。',
  'plinko.rules.pays':
    '每个格子按其倍数派彩：两端最高、中间最低，风险越高差距越大。每张赔率表的返还率都是 {rtp}%。',
  'plinko.table.pays': '赔率表',
  'plinko.table.option': '风险与行数',
  'plinko.table.bins': '格子（从左到右）',
  'hilo.bet.play': '开始猜大小',
  'hilo.rules.cards': '先亮出一张牌。之后每张牌都从完整的 52 张牌中抽出，每个点数的机会始终相同。',
  'hilo.rules.guess': '猜下一张牌比当前牌大、小还是点数相同（A 最小，K 最大），或跳过这张牌。',
  'hilo.rules.pays':
    '每次猜对，派彩乘以该猜测概率的倒数；猜错则输掉投注额。任何一次猜对后都可兑现该乘积的 {rtp}%，因此任何玩法的返还率都是 {rtp}%。',
  'hilo.rules.deck': '每局最多亮出 {cards} 张牌：最后一张不能跳过，猜对即自动兑现。',
  'hilo.guesses.invalid': '自动模式猜 1 至 {max} 次。',
  'hilo.cashout.early': '请先猜对一次再兑现。',
  'hilo.skip.last': '最后一张牌不能跳过。',
  'hilo.guess.invalid': '请猜大、小或相同。',
  'hilo.guess.impossible': '没有牌能在这张牌的这一边。',
  'crash.bet.auto': '自动兑现投注（{min}× 至 {max}×）',
  'crash.cashout.invalid': '请选择 {min}× 至 {max}× 之间、最多两位小数的兑现倍数。',
  'crash.rules.round': '每局所有玩家共用一条曲线：倍数从 1.00× 开始上升，直到爆点。',
  'crash.rules.point': '爆点在起飞前抽出；大约每一百局有一局立即爆掉。',
  'crash.rules.pays':
    '曲线达到您设定的倍数（{min}× 至 {max}×）时按该倍数兑现，否则输掉投注额。任何兑现倍数的返还率都是 {rtp}%（最多少四十亿分之一）。',
  'crash.rules.schedule': '每 {seconds} 秒一局；前 {betting} 秒接受投注。',
  'kenoi.bet.spots': '选{count}',
  'kenoi.rules.draw': '从 1–80 中选 1 至 10 个号码；立即开出二十个不同号码。',
  'kenoi.rules.spots': '赔率表列出每种中奖个数的派彩；每种注单的返还率最高为 {rtp}%。',
  'kenoi.table.pays': '赔率表',
  'kenoi.table.spots': '注单',
  'kenoi.table.hits': '中奖个数',
  'kenoi.table.multiplier': '赔率（× 本金）',
};

const ja: Record<string, string> = {
  ...refusalStrings.ja,
  'elott.picks.invalid': '{min}～{max} から異なる番号を {count} 個選んでください。',
  'mini.rules.fair':
    'プロバブリーフェア：プレイ前にサーバーシードの SHA-256 コミットメントが表示されます。各ラウンドはサーバーシードでクライアントシードとラウンド番号を HMAC-SHA256 して決まります。シードを変更するとサーバーシードが公開され、コミットメントの確認と全ラウンドの再現ができます。',
  'mini.rules.rounding': '配当は通貨の最小単位に切り捨てます。',
  'mini.rules.stakes': 'ベット額は {min}～{max}、{step} 単位です。',
  'mini.round.over': 'このラウンドは終了しました。',
  'mini.action.unknown': 'このゲームにない操作です：{type}。',
  'fair.clientSeed.invalid': 'クライアントシードは 1～{max} 文字のテキストです。',
  'dice.bet.under': 'アンダー（目標 {min}～{max}）',
  'dice.bet.over': 'オーバー（目標 {min}～{max}）',
  'dice.target.invalid': '目標は {min}～{max}、小数第2位までで選んでください。',
  'dice.rules.roll': '毎回 0.00～99.99 の数が出て、どの値も同じ確率です。目標より下か上かにベットします。',
  'dice.rules.pays':
    '勝率 c% のベットはベット額の {rtp} ÷ c 倍を支払うので、どの目標でも還元率は {rtp}% です。勝率は {min}%～{max}% です。',
  'mines.bet.mines': '地雷 {count} 個',
  'mines.rules.board':
    '25 マスの盤に、選んだ数の地雷がラウンド開始時に隠されます。1マスずつ開け、地雷ならラウンド終了でベット額を失います。',
  'mines.rules.pays':
    '安全なマスを開けるたびにキャッシュアウトできます。k マス安全に開けた後の倍率は {rtp}% を k マス続けて安全な確率で割った値なので、どの遊び方でも還元率は {rtp}% です。',
  'mines.rules.auto':
    'オートプレイは選んだマスを順に開けてからキャッシュアウトします。安全なマスをすべて開けると自動でキャッシュアウトします。',
  'mines.tile.invalid': 'まだ開けていないマスを選んでください。',
  'mines.tiles.invalid': 'オートプレイでは異なるマスを 1～{max} 個選んでください。',
  'mines.cashout.early': 'キャッシュアウトの前に安全なマスを開けてください。',
  'mines.table.multipliers': '倍率',
  'mines.table.mines': '地雷数',
  'mines.table.safe': '開けた安全マス：1、2、3 …',
  'plinko.bet.low': '低リスク・{rows} 段',
  'plinko.bet.medium': '中リスク・{rows} 段',
  'plinko.bet.high': '高リスク・{rows} 段',
  'plinko.rules.drop': 'ボールはピンの段を落ち、各ピンで左右に同じ確率で跳ね、下のポケットに入ります。',
  'plinko.rules.pays':
    '各ポケットはベット額に倍率を掛けて支払います。端ほど高く中央ほど低く、リスクが高いほど差が大きくなります。どの配当表も還元率は {rtp}% です。',
  'plinko.table.pays': '配当表',
  'plinko.table.option': 'リスクと段数',
  'plinko.table.bins': 'ポケット（左から右）',
  'hilo.bet.play': 'ハイロー開始',
  'hilo.rules.cards':
    'カードが1枚表示されます。次のカードは毎回 52 枚そろったデッキから引くので、各ランクの確率は変わりません。',
  'hilo.rules.guess':
    '次のカードが高いか、低いか、同じランクか（Aが最低、Kが最高）を予想するか、そのカードをスキップします。',
  'hilo.rules.pays':
    '当たるたびに配当がその確率の逆数倍になり、外れるとベット額を失います。当たった後ならいつでもその積の {rtp}% でキャッシュアウトでき、どの遊び方でも還元率は {rtp}% です。',
  'hilo.rules.deck':
    '1ラウンドで表示するカードは最大 {cards} 枚です。最後のカードはスキップできず、当てると自動でキャッシュアウトします。',
  'hilo.guesses.invalid': 'オートプレイの予想回数は 1～{max} 回です。',
  'hilo.cashout.early': 'キャッシュアウトの前に一度当ててください。',
  'hilo.skip.last': '最後のカードはスキップできません。',
  'hilo.guess.invalid': '高い・低い・同じのいずれかを予想してください。',
  'hilo.guess.impossible': 'このカードのその側になるカードはありません。',
  'crash.bet.auto': '自動キャッシュアウトでベット（{min}×～{max}×）',
  'crash.cashout.invalid': 'キャッシュアウト倍率は {min}×～{max}×、小数第2位までで選んでください。',
  'crash.rules.round':
    '各ラウンドは全プレイヤー共通の1本の曲線です。倍率は 1.00× から上がり、クラッシュで止まります。',
  'crash.rules.point': 'クラッシュ地点は離陸前に決まります。およそ100ラウンドに1回はすぐにクラッシュします。',
  'crash.rules.pays':
    '曲線が設定した倍率（{min}×～{max}×）に達すればその倍率でキャッシュアウトし、達しなければベット額を失います。どの倍率でも還元率は {rtp}% です（差は最大で40億分の1）。',
  'crash.rules.schedule': '{seconds} 秒ごとに1ラウンド。最初の {betting} 秒にベットを受け付けます。',
  'kenoi.bet.spots': '{count}個選択',
  'kenoi.rules.draw': '1～80 から 1～10 個の番号を選ぶと、異なる20の番号がすぐに抽選されます。',
  'kenoi.rules.spots': '配当表に的中数ごとの配当を示します。どのチケットも還元率は最大 {rtp}% です。',
  'kenoi.table.pays': '配当表',
  'kenoi.table.spots': 'チケット',
  'kenoi.table.hits': '的中数',
  'kenoi.table.multiplier': '配当（× ベット額）',
};

const th: Record<string, string> = {
  ...refusalStrings.th,
  'elott.picks.invalid': 'เลือกตัวเลขที่ไม่ซ้ำกัน {count} ตัวจาก {min} ถึง {max}',
  'mini.rules.fair':
    'พิสูจน์ความยุติธรรมได้: ก่อนเล่นคุณจะเห็นค่าผูกมัด SHA-256 ของเซิร์ฟเวอร์ซีด ทุกรอบสุ่มจาก HMAC-SHA256 ของเซิร์ฟเวอร์ซีดกับไคลเอนต์ซีดของคุณและหมายเลขรอบ เมื่อเปลี่ยนซีด เซิร์ฟเวอร์ซีดจะถูกเปิดเผยเพื่อให้คุณตรวจค่าผูกมัดและคำนวณทุกรอบซ้ำได้',
  'mini.rules.rounding': 'เงินรางวัลปัดลงถึงหน่วยที่เล็กที่สุดของสกุลเงิน',
  'mini.rules.stakes': 'ยอดเดิมพัน {min} ถึง {max} เพิ่มทีละ {step}',
  'mini.round.over': 'รอบนี้จบแล้ว',
  'mini.action.unknown': 'เกมนี้ไม่มีการกระทำนี้: {type}',
  'fair.clientSeed.invalid': 'ไคลเอนต์ซีดเป็นข้อความยาว 1 ถึง {max} ตัวอักษร',
  'dice.bet.under': 'ต่ำกว่าเป้า (เป้า {min}–{max})',
  'dice.bet.over': 'สูงกว่าเป้า (เป้า {min}–{max})',
  'dice.target.invalid': 'เลือกเป้าจาก {min} ถึง {max} ทศนิยมไม่เกินสองตำแหน่ง',
  'dice.rules.roll': 'แต่ละครั้งออกตัวเลข 0.00 ถึง 99.99 ทุกค่ามีโอกาสเท่ากัน เดิมพันว่าจะออกต่ำกว่าหรือสูงกว่าเป้าของคุณ',
  'dice.rules.pays':
    'โอกาสชนะ c% จ่าย {rtp} ÷ c เท่าของยอดเดิมพัน ทุกเป้าจึงคืน {rtp}% โอกาสชนะตั้งแต่ {min}% ถึง {max}%',
  'mines.bet.mines': 'ระเบิด {count} ลูก',
  'mines.rules.board':
    'กระดานมี 25 ช่อง มีระเบิดตามจำนวนที่คุณเลือกซ่อนอยู่ วางไว้ตอนเริ่มรอบ เปิดทีละช่อง ถ้าเจอระเบิด รอบจบและเสียยอดเดิมพัน',
  'mines.rules.pays':
    'รับเงินได้หลังเปิดช่องปลอดภัยทุกช่อง หลังเปิดช่องปลอดภัย k ช่อง ตัวคูณคือ {rtp}% หารด้วยโอกาสที่จะเปิดได้ปลอดภัย k ช่อง ทุกวิธีเล่นจึงคืน {rtp}%',
  'mines.rules.auto': 'เล่นอัตโนมัติจะเปิดช่องที่คุณเลือกตามลำดับแล้วรับเงิน เมื่อเปิดช่องปลอดภัยครบทุกช่อง รอบจะรับเงินเอง',
  'mines.tile.invalid': 'เลือกช่องที่ยังไม่ได้เปิด',
  'mines.tiles.invalid': 'เลือกช่องที่ไม่ซ้ำกัน 1 ถึง {max} ช่องสำหรับเล่นอัตโนมัติ',
  'mines.cashout.early': 'เปิดช่องปลอดภัยก่อนรับเงิน',
  'mines.table.multipliers': 'ตัวคูณ',
  'mines.table.mines': 'ระเบิด',
  'mines.table.safe': 'ช่องปลอดภัยที่เปิด: 1, 2, 3 …',
  'plinko.bet.low': 'ความเสี่ยงต่ำ {rows} แถว',
  'plinko.bet.medium': 'ความเสี่ยงกลาง {rows} แถว',
  'plinko.bet.high': 'ความเสี่ยงสูง {rows} แถว',
  'plinko.rules.drop': 'ลูกบอลตกผ่านแถวหมุด กระเด้งซ้ายหรือขวาด้วยโอกาสเท่ากันทุกครั้ง แล้วลงช่องด้านล่าง',
  'plinko.rules.pays':
    'แต่ละช่องจ่ายตามตัวคูณของยอดเดิมพัน ขอบจ่ายมากที่สุด ตรงกลางน้อยที่สุด ยิ่งความเสี่ยงสูงยิ่งต่างกันมาก ทุกตารางคืน {rtp}%',
  'plinko.table.pays': 'ตารางจ่าย',
  'plinko.table.option': 'ความเสี่ยงและจำนวนแถว',
  'plinko.table.bins': 'ช่อง จากซ้ายไปขวา',
  'hilo.bet.play': 'เล่นไฮโล',
  'hilo.rules.cards': 'เปิดไพ่หนึ่งใบ ไพ่ใบถัดไปทุกใบมาจากสำรับเต็ม 52 ใบ ทุกแต้มจึงมีโอกาสเท่าเดิม',
  'hilo.rules.guess': 'ทายว่าไพ่ใบถัดไปสูงกว่า ต่ำกว่า หรือแต้มเท่ากัน (เอซต่ำสุด คิงสูงสุด) หรือข้ามไพ่ใบนี้',
  'hilo.rules.pays':
    'ทายถูกแต่ละครั้งเงินรางวัลคูณด้วยหนึ่งส่วนโอกาสของการทายนั้น ทายผิดเสียยอดเดิมพัน รับเงินได้หลังทายถูกครั้งใดก็ได้ที่ {rtp}% ของผลคูณนั้น ทุกวิธีเล่นจึงคืน {rtp}%',
  'hilo.rules.deck': 'แต่ละรอบเปิดไพ่ได้ไม่เกิน {cards} ใบ ใบสุดท้ายข้ามไม่ได้ และทายถูกจะรับเงินทันที',
  'hilo.guesses.invalid': 'เล่นอัตโนมัติทาย 1 ถึง {max} ครั้ง',
  'hilo.cashout.early': 'ทายถูกก่อนรับเงิน',
  'hilo.skip.last': 'ข้ามไพ่ใบสุดท้ายไม่ได้',
  'hilo.guess.invalid': 'ทายสูงกว่า ต่ำกว่า หรือเท่ากัน',
  'hilo.guess.impossible': 'ไม่มีไพ่ใบใดอยู่ด้านนั้นของไพ่ใบนี้',
  'crash.bet.auto': 'เดิมพันแบบรับเงินอัตโนมัติ ({min}× ถึง {max}×)',
  'crash.cashout.invalid': 'เลือกตัวคูณรับเงินจาก {min}× ถึง {max}× ทศนิยมไม่เกินสองตำแหน่ง',
  'crash.rules.round': 'ทุกรอบมีเส้นกราฟเดียวสำหรับผู้เล่นทุกคน ตัวคูณไต่ขึ้นจาก 1.00× จนกว่าจะแครช',
  'crash.rules.point': 'จุดแครชสุ่มไว้ก่อนเริ่มบิน ราวหนึ่งรอบในร้อยรอบแครชทันที',
  'crash.rules.pays':
    'เดิมพันรับเงินที่ตัวคูณที่คุณตั้ง ({min}× ถึง {max}×) ถ้ากราฟไปถึง ไม่เช่นนั้นเสียยอดเดิมพัน ทุกตัวคูณคืน {rtp}% (ขาดไม่เกินหนึ่งในสี่พันล้าน)',
  'crash.rules.schedule': 'หนึ่งรอบทุก {seconds} วินาที รับเดิมพันใน {betting} วินาทีแรก',
  'kenoi.bet.spots': 'เลือก {count} ตัว',
  'kenoi.rules.draw': 'เลือก 1 ถึง 10 ตัวจาก 1–80 แล้วออกเลขไม่ซ้ำกันยี่สิบตัวทันที',
  'kenoi.rules.spots': 'ตารางจ่ายแสดงเงินรางวัลตามจำนวนตัวที่ถูก ทุกโพยคืนสูงสุด {rtp}%',
  'kenoi.table.pays': 'ตารางจ่าย',
  'kenoi.table.spots': 'โพย',
  'kenoi.table.hits': 'จำนวนที่ถูก',
  'kenoi.table.multiplier': 'อัตราจ่าย (× ยอดเดิมพัน)',
};

const vi: Record<string, string> = {
  ...refusalStrings.vi,
  'elott.picks.invalid': 'Chọn {count} số khác nhau từ {min} đến {max}.',
  'mini.rules.fair':
    'Công bằng có thể kiểm chứng: trước khi chơi bạn thấy mã cam kết SHA-256 của hạt giống máy chủ. Mỗi ván được tạo từ HMAC-SHA256 của hạt giống máy chủ với hạt giống của bạn và số ván; khi đổi hạt giống, hạt giống máy chủ được công bố để bạn đối chiếu mã cam kết và tính lại mọi ván.',
  'mini.rules.rounding': 'Tiền thắng được làm tròn xuống đến đơn vị nhỏ nhất của tiền tệ.',
  'mini.rules.stakes': 'Tiền cược từ {min} đến {max}, bước {step}.',
  'mini.round.over': 'Ván này đã kết thúc.',
  'mini.action.unknown': 'Trò chơi không có thao tác này: {type}.',
  'fair.clientSeed.invalid': 'Hạt giống của bạn là văn bản dài 1 đến {max} ký tự.',
  'dice.bet.under': 'Dưới mục tiêu (mục tiêu {min}–{max})',
  'dice.bet.over': 'Trên mục tiêu (mục tiêu {min}–{max})',
  'dice.target.invalid': 'Chọn mục tiêu từ {min} đến {max}, tối đa hai chữ số thập phân.',
  'dice.rules.roll':
    'Mỗi lần tung ra một số từ 0.00 đến 99.99, mọi giá trị có khả năng như nhau. Cược kết quả dưới hoặc trên mục tiêu của bạn.',
  'dice.rules.pays':
    'Cơ hội thắng c% trả {rtp} ÷ c lần tiền cược, nên mọi mục tiêu đều hoàn trả {rtp}%. Cơ hội thắng từ {min}% đến {max}%.',
  'mines.bet.mines': '{count} quả mìn',
  'mines.rules.board':
    'Bàn có 25 ô, số mìn bạn chọn được giấu trong đó khi ván bắt đầu. Lật từng ô; gặp mìn thì ván kết thúc và mất tiền cược.',
  'mines.rules.pays':
    'Sau mỗi ô an toàn bạn có thể rút tiền. Sau k ô an toàn, hệ số là {rtp}% chia cho xác suất lật được k ô an toàn, nên mọi cách chơi đều hoàn trả {rtp}%.',
  'mines.rules.auto':
    'Chơi tự động lật các ô bạn chọn theo thứ tự rồi rút tiền. Khi lật hết ô an toàn, ván tự rút tiền.',
  'mines.tile.invalid': 'Chọn một ô chưa lật.',
  'mines.tiles.invalid': 'Chọn 1 đến {max} ô khác nhau để chơi tự động.',
  'mines.cashout.early': 'Lật một ô an toàn trước khi rút tiền.',
  'mines.table.multipliers': 'Hệ số',
  'mines.table.mines': 'Số mìn',
  'mines.table.safe': 'Ô an toàn đã lật: 1, 2, 3 …',
  'plinko.bet.low': 'Rủi ro thấp, {rows} hàng',
  'plinko.bet.medium': 'Rủi ro vừa, {rows} hàng',
  'plinko.bet.high': 'Rủi ro cao, {rows} hàng',
  'plinko.rules.drop':
    'Quả bóng rơi qua các hàng đinh, mỗi lần nảy trái hoặc phải với khả năng như nhau, rồi rơi vào một ô ở dưới.',
  'plinko.rules.pays':
    'Mỗi ô trả theo hệ số nhân tiền cược: hai mép trả cao nhất, giữa thấp nhất, rủi ro càng cao chênh lệch càng lớn. Mọi bảng đều hoàn trả {rtp}%.',
  'plinko.table.pays': 'Bảng trả thưởng',
  'plinko.table.option': 'Rủi ro và số hàng',
  'plinko.table.bins': 'Các ô, từ trái sang phải',
  'hilo.bet.play': 'Chơi Hi-Lo',
  'hilo.rules.cards':
    'Một lá bài được lật. Mỗi lá tiếp theo đến từ bộ bài đủ 52 lá, nên khả năng của mỗi hạng không đổi.',
  'hilo.rules.guess':
    'Đoán lá tiếp theo cao hơn, thấp hơn hay cùng hạng (át thấp nhất, K cao nhất), hoặc bỏ qua lá này.',
  'hilo.rules.pays':
    'Mỗi lần đoán đúng, tiền thưởng nhân với nghịch đảo xác suất của lần đoán đó; đoán sai mất tiền cược. Sau bất kỳ lần đoán đúng nào có thể rút {rtp}% tích đó, nên mọi cách chơi đều hoàn trả {rtp}%.',
  'hilo.rules.deck':
    'Mỗi ván lật tối đa {cards} lá: lá cuối không thể bỏ qua, đoán đúng lá cuối thì tự rút tiền.',
  'hilo.guesses.invalid': 'Chơi tự động đoán 1 đến {max} lần.',
  'hilo.cashout.early': 'Đoán đúng một lần trước khi rút tiền.',
  'hilo.skip.last': 'Không thể bỏ qua lá cuối.',
  'hilo.guess.invalid': 'Đoán cao hơn, thấp hơn hoặc bằng.',
  'hilo.guess.impossible': 'Không có lá nào ở phía đó so với lá này.',
  'crash.bet.auto': 'Cược tự rút tiền ({min}× đến {max}×)',
  'crash.cashout.invalid': 'Chọn hệ số rút tiền từ {min}× đến {max}×, tối đa hai chữ số thập phân.',
  'crash.rules.round':
    'Mỗi ván có một đường cong chung cho mọi người chơi: hệ số tăng từ 1.00× cho đến khi nổ.',
  'crash.rules.point': 'Điểm nổ được quay trước khi cất cánh; khoảng một ván trong một trăm nổ ngay lập tức.',
  'crash.rules.pays':
    'Cược rút tiền ở hệ số bạn đặt, từ {min}× đến {max}×, nếu đường cong đạt tới; nếu không thì mất tiền cược. Mọi hệ số rút tiền đều hoàn trả {rtp}% (thiếu tối đa một phần bốn tỷ).',
  'crash.rules.schedule': 'Mỗi {seconds} giây một ván; nhận cược trong {betting} giây đầu.',
  'kenoi.bet.spots': 'Chọn {count} số',
  'kenoi.rules.draw': 'Chọn 1 đến 10 số từ 1–80; hai mươi số khác nhau được quay ngay.',
  'kenoi.rules.spots':
    'Bảng trả thưởng cho biết mức trả theo số lượng số trúng; mỗi vé hoàn trả tối đa {rtp}%.',
  'kenoi.table.pays': 'Bảng trả thưởng',
  'kenoi.table.spots': 'Vé',
  'kenoi.table.hits': 'Số trúng',
  'kenoi.table.multiplier': 'Trả (× tiền cược)',
};

const ko: Record<string, string> = {
  ...refusalStrings.ko,
  'elott.picks.invalid': '{min}~{max}에서 서로 다른 번호 {count}개를 고르세요.',
  'mini.rules.fair':
    '검증 가능한 공정성: 플레이 전에 서버 시드의 SHA-256 커밋 값이 표시됩니다. 모든 라운드는 서버 시드로 클라이언트 시드와 라운드 번호를 HMAC-SHA256 하여 정해집니다. 시드를 바꾸면 서버 시드가 공개되어 커밋 값을 확인하고 모든 라운드를 다시 계산할 수 있습니다.',
  'mini.rules.rounding': '당첨금은 통화의 최소 단위로 내림합니다.',
  'mini.rules.stakes': '베팅 금액은 {min}~{max}, {step} 단위입니다.',
  'mini.round.over': '이 라운드는 끝났습니다.',
  'mini.action.unknown': '이 게임에 없는 동작입니다: {type}.',
  'fair.clientSeed.invalid': '클라이언트 시드는 1~{max}자의 텍스트입니다.',
  'dice.bet.under': '언더(목표 {min}~{max})',
  'dice.bet.over': '오버(목표 {min}~{max})',
  'dice.target.invalid': '목표는 {min}~{max}, 소수 둘째 자리까지 고르세요.',
  'dice.rules.roll':
    '매번 0.00~99.99 사이의 숫자가 나오며 모든 값의 확률이 같습니다. 목표보다 아래 또는 위에 베팅합니다.',
  'dice.rules.pays':
    '승률 c%의 베팅은 베팅 금액의 {rtp} ÷ c배를 지급하므로 어떤 목표든 환수율은 {rtp}%입니다. 승률은 {min}%~{max}%입니다.',
  'mines.bet.mines': '지뢰 {count}개',
  'mines.rules.board':
    '25칸 판에 고른 수의 지뢰가 라운드 시작 때 숨겨집니다. 한 칸씩 열고, 지뢰가 나오면 라운드가 끝나고 베팅 금액을 잃습니다.',
  'mines.rules.pays':
    '안전한 칸을 열 때마다 캐시아웃할 수 있습니다. 안전한 칸 k개 뒤의 배수는 {rtp}%를 k칸 연속 안전할 확률로 나눈 값이므로 어떤 방식으로 해도 환수율은 {rtp}%입니다.',
  'mines.rules.auto':
    '자동 플레이는 고른 칸을 순서대로 연 뒤 캐시아웃합니다. 안전한 칸을 모두 열면 자동으로 캐시아웃합니다.',
  'mines.tile.invalid': '아직 열지 않은 칸을 고르세요.',
  'mines.tiles.invalid': '자동 플레이에 서로 다른 칸 1~{max}개를 고르세요.',
  'mines.cashout.early': '캐시아웃 전에 안전한 칸을 하나 여세요.',
  'mines.table.multipliers': '배수',
  'mines.table.mines': '지뢰 수',
  'mines.table.safe': '연 안전한 칸: 1, 2, 3 …',
  'plinko.bet.low': '낮은 위험, {rows}줄',
  'plinko.bet.medium': '중간 위험, {rows}줄',
  'plinko.bet.high': '높은 위험, {rows}줄',
  'plinko.rules.drop':
    '공이 핀 줄을 통과해 떨어지며 핀마다 같은 확률로 왼쪽이나 오른쪽으로 튕기고, 아래 칸에 들어갑니다.',
  'plinko.rules.pays':
    '각 칸은 베팅 금액에 배수를 곱해 지급합니다. 가장자리가 가장 높고 가운데가 가장 낮으며, 위험이 높을수록 차이가 큽니다. 모든 배당표의 환수율은 {rtp}%입니다.',
  'plinko.table.pays': '배당표',
  'plinko.table.option': '위험과 줄 수',
  'plinko.table.bins': '칸(왼쪽부터)',
  'hilo.bet.play': '하이로 시작',
  'hilo.rules.cards':
    '카드 한 장이 보입니다. 다음 카드는 매번 52장 전체 덱에서 나오므로 각 숫자의 확률이 그대로입니다.',
  'hilo.rules.guess':
    '다음 카드가 더 높은지, 낮은지, 같은 숫자인지(에이스가 가장 낮고 킹이 가장 높음) 맞히거나 카드를 건너뜁니다.',
  'hilo.rules.pays':
    '맞힐 때마다 지급액이 그 예측 확률의 역수만큼 곱해지고, 틀리면 베팅 금액을 잃습니다. 맞힌 뒤 언제든 그 곱의 {rtp}%로 캐시아웃할 수 있으므로 어떤 방식으로 해도 환수율은 {rtp}%입니다.',
  'hilo.rules.deck':
    '한 라운드에 최대 {cards}장을 보여 줍니다. 마지막 카드는 건너뛸 수 없고, 맞히면 자동으로 캐시아웃합니다.',
  'hilo.guesses.invalid': '자동 플레이는 1~{max}번 예측합니다.',
  'hilo.cashout.early': '캐시아웃 전에 한 번 맞히세요.',
  'hilo.skip.last': '마지막 카드는 건너뛸 수 없습니다.',
  'hilo.guess.invalid': '높음, 낮음 또는 같음을 고르세요.',
  'hilo.guess.impossible': '이 카드의 그쪽에 올 수 있는 카드가 없습니다.',
  'crash.bet.auto': '자동 캐시아웃 베팅({min}×~{max}×)',
  'crash.cashout.invalid': '캐시아웃 배수는 {min}×~{max}×, 소수 둘째 자리까지 고르세요.',
  'crash.rules.round':
    '라운드마다 모든 플레이어가 같은 곡선을 봅니다. 배수는 1.00×부터 올라가다가 크래시합니다.',
  'crash.rules.point': '크래시 지점은 이륙 전에 정해집니다. 대략 100라운드에 한 번은 바로 크래시합니다.',
  'crash.rules.pays':
    '곡선이 설정한 배수({min}×~{max}×)에 도달하면 그 배수로 캐시아웃하고, 도달하지 못하면 베팅 금액을 잃습니다. 모든 캐시아웃 배수의 환수율은 {rtp}%입니다(차이는 최대 40억분의 1).',
  'crash.rules.schedule': '{seconds}초마다 한 라운드이며, 처음 {betting}초 동안 베팅을 받습니다.',
  'kenoi.bet.spots': '{count}개 선택',
  'kenoi.rules.draw': '1~80에서 번호를 1~10개 고르면 서로 다른 번호 스무 개를 바로 추첨합니다.',
  'kenoi.rules.spots': '배당표에 적중 수별 배당이 있으며, 모든 티켓의 환수율은 최대 {rtp}%입니다.',
  'kenoi.table.pays': '배당표',
  'kenoi.table.spots': '티켓',
  'kenoi.table.hits': '적중 수',
  'kenoi.table.multiplier': '배당(× 베팅 금액)',
};

const id: Record<string, string> = {
  ...refusalStrings.id,
  'elott.picks.invalid': 'Pilih {count} angka berbeda dari {min} sampai {max}.',
  'mini.rules.fair':
    'Adil dan dapat dibuktikan: sebelum bermain Anda melihat komitmen SHA-256 dari seed server. Setiap ronde ditarik dari HMAC-SHA256 seed server atas seed klien Anda dan nomor ronde; saat Anda mengganti seed, seed server dibuka sehingga Anda dapat mencocokkan komitmen dan menghitung ulang setiap ronde.',
  'mini.rules.rounding': 'Kemenangan dibulatkan ke bawah ke satuan terkecil mata uang.',
  'mini.rules.stakes': 'Taruhan dari {min} sampai {max}, kelipatan {step}.',
  'mini.round.over': 'Ronde ini sudah selesai.',
  'mini.action.unknown': 'Langkah ini tidak ada dalam permainan: {type}.',
  'fair.clientSeed.invalid': 'Seed klien berupa teks 1 sampai {max} karakter.',
  'dice.bet.under': 'Di bawah target (target {min}–{max})',
  'dice.bet.over': 'Di atas target (target {min}–{max})',
  'dice.target.invalid': 'Pilih target dari {min} sampai {max}, paling banyak dua desimal.',
  'dice.rules.roll':
    'Setiap lemparan menghasilkan angka 0.00 sampai 99.99, setiap nilai berpeluang sama. Pasang bahwa hasilnya di bawah atau di atas target Anda.',
  'dice.rules.pays':
    'Peluang menang c% membayar {rtp} ÷ c kali taruhan, jadi setiap target mengembalikan {rtp}%. Peluang menang dari {min}% sampai {max}%.',
  'mines.bet.mines': '{count} ranjau',
  'mines.rules.board':
    'Papan berisi 25 petak dengan ranjau sejumlah pilihan Anda tersembunyi di dalamnya, dipasang saat ronde dimulai. Buka petak satu per satu; ranjau mengakhiri ronde dan taruhan hilang.',
  'mines.rules.pays':
    'Anda boleh mencairkan setelah petak aman mana pun. Setelah k petak aman, pengalinya {rtp}% dibagi peluang menemukan k petak aman, jadi setiap cara bermain mengembalikan {rtp}%.',
  'mines.rules.auto':
    'Main otomatis membuka petak pilihan Anda berurutan, lalu mencairkan. Ronde mencair sendiri bila semua petak aman ditemukan.',
  'mines.tile.invalid': 'Pilih petak yang belum dibuka.',
  'mines.tiles.invalid': 'Pilih 1 sampai {max} petak berbeda untuk main otomatis.',
  'mines.cashout.early': 'Buka satu petak aman sebelum mencairkan.',
  'mines.table.multipliers': 'Pengali',
  'mines.table.mines': 'Ranjau',
  'mines.table.safe': 'Petak aman dibuka: 1, 2, 3 …',
  'plinko.bet.low': 'Risiko rendah, {rows} baris',
  'plinko.bet.medium': 'Risiko sedang, {rows} baris',
  'plinko.bet.high': 'Risiko tinggi, {rows} baris',
  'plinko.rules.drop':
    'Bola jatuh melewati baris-baris pasak, memantul ke kiri atau kanan dengan peluang sama di setiap pasak, lalu masuk ke kotak di bawah.',
  'plinko.rules.pays':
    'Setiap kotak membayar pengalinya atas taruhan: tepi membayar paling besar dan tengah paling kecil, makin tinggi risikonya makin besar bedanya. Setiap tabel mengembalikan {rtp}%.',
  'plinko.table.pays': 'Tabel bayaran',
  'plinko.table.option': 'Risiko dan baris',
  'plinko.table.bins': 'Kotak, dari kiri ke kanan',
  'hilo.bet.play': 'Main Hi-Lo',
  'hilo.rules.cards':
    'Satu kartu ditampilkan. Setiap kartu berikutnya berasal dari dek lengkap 52 kartu, jadi peluang setiap nilai tetap sama.',
  'hilo.rules.guess':
    'Tebak apakah kartu berikutnya lebih tinggi, lebih rendah atau bernilai sama (as terendah, raja tertinggi), atau lewati kartu itu.',
  'hilo.rules.pays':
    'Setiap tebakan benar mengalikan bayaran Anda dengan satu per peluangnya; tebakan salah menghilangkan taruhan. Cairkan setelah tebakan benar mana pun sebesar {rtp}% dari hasil kali itu, jadi setiap cara bermain mengembalikan {rtp}%.',
  'hilo.rules.deck':
    'Satu ronde menampilkan paling banyak {cards} kartu: kartu terakhir tidak bisa dilewati, dan tebakan benar padanya langsung mencairkan.',
  'hilo.guesses.invalid': 'Main otomatis menebak 1 sampai {max} kali.',
  'hilo.cashout.early': 'Tebak benar sekali sebelum mencairkan.',
  'hilo.skip.last': 'Kartu terakhir tidak bisa dilewati.',
  'hilo.guess.invalid': 'Tebak lebih tinggi, lebih rendah atau sama.',
  'hilo.guess.impossible': 'Tidak ada kartu di sisi itu dari kartu ini.',
  'crash.bet.auto': 'Taruhan dengan cair otomatis ({min}× sampai {max}×)',
  'crash.cashout.invalid': 'Pilih pengali cair dari {min}× sampai {max}×, paling banyak dua desimal.',
  'crash.rules.round':
    'Setiap ronde punya satu kurva untuk semua pemain: pengali naik dari 1.00× sampai jatuh (crash).',
  'crash.rules.point':
    'Titik crash ditarik sebelum lepas landas; kira-kira satu dari seratus ronde langsung crash.',
  'crash.rules.pays':
    'Taruhan Anda cair pada pengali yang Anda tetapkan, dari {min}× sampai {max}×, bila kurva mencapainya; bila tidak, taruhan hilang. Setiap pengali cair mengembalikan {rtp}% (kurang paling banyak seper empat miliar).',
  'crash.rules.schedule': 'Satu ronde setiap {seconds} detik; taruhan diterima pada {betting} detik pertama.',
  'kenoi.bet.spots': 'Pilih {count}',
  'kenoi.rules.draw': 'Pilih 1 sampai 10 angka dari 1–80; dua puluh angka berbeda langsung diundi.',
  'kenoi.rules.spots':
    'Tabel bayaran menunjukkan bayaran untuk setiap jumlah pilihan yang keluar; setiap tiket mengembalikan hingga {rtp}%.',
  'kenoi.table.pays': 'Tabel bayaran',
  'kenoi.table.spots': 'Tiket',
  'kenoi.table.hits': 'Kena',
  'kenoi.table.multiplier': 'Bayaran (× taruhan)',
};

/** Player-facing text of the in-house provably fair games, in the site's seven languages. */
export const instantStrings: Strings = { en, cn, ja, th, vi, ko, id };
