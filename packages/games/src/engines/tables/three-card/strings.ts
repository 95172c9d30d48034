import type { Strings } from '../../../engine/locale.ts';

export const threeCardStrings: Strings = {
  en: {
    'tcp.bet.ante-play': 'Ante & play',
    'tcp.bet.pair-plus': 'Pair plus',
    'tcp.rules.deal':
      'One deck is shuffled for the round; the common player hand and the dealer get three cards each. Straight flush beats three of a kind, then straight, flush, pair, high card.',
    'tcp.rules.strategy':
      'The stake covers the ante and the play bet, half each. The common hand plays with queen-six-four or better and folds below it: on a fold the ante is lost and the play half is returned.',
    'tcp.rules.dealer':
      'The dealer qualifies with queen high or better. Not qualified: the ante pays 1:1 and the play bet is returned. Qualified: the better hand wins ante and play 1:1; equal hands push.',
    'tcp.rules.bonus':
      'A hand that plays gets the ante bonus whatever the dealer holds: straight 1:1, three of a kind 4:1, straight flush 5:1.',
    'tcp.rules.pair-plus':
      'Pair plus is paid on the player hand alone: pair 1:1, flush 4:1, straight 6:1, three of a kind 30:1, straight flush 40:1.',
    'tcp.table.pair-plus': 'Pair plus',
    'tcp.table.ante-bonus': 'Ante bonus',
    'zjh.bet.player': 'Player',
    'zjh.bet.dealer': 'Dealer',
    'zjh.bet.bonus': 'Player bonus',
    'zjh.rules.deal': 'One deck is shuffled for the round; player and dealer get three cards each.',
    'zjh.rules.ranks':
      'Hands rank: three of a kind, straight flush, flush, straight, pair, high card; then by the cards’ ranks (A-2-3 is the lowest straight). Suits never break ties.',
    'zjh.rules.pays':
      'Player and Dealer pay 0.95:1 (5 % commission) and push on equal hands. Player bonus pays on the player hand: pair 1:1, straight 5:1, flush 4:1, straight flush 35:1, three of a kind 40:1.',
    'zjh.table.bonus': 'Player bonus',
  },
  cn: {
    'tcp.bet.ante-play': '底注与加注',
    'tcp.bet.pair-plus': '对子奖赏',
    'tcp.rules.deal':
      '每局洗一副新牌；公共玩家手牌和庄家各发三张。同花顺 > 三条 > 顺子 > 同花 > 对子 > 高牌。',
    'tcp.rules.strategy':
      '投注额包含底注和加注各一半。公共手牌在 Q-6-4 或以上时加注，低于此弃牌：弃牌输掉底注，加注的一半退回。',
    'tcp.rules.dealer':
      '庄家 Q 高或以上才合格。不合格：底注赔 1:1，加注退回。合格：牌大者底注和加注各赔 1:1；同点退回。',
    'tcp.rules.bonus': '加注的手牌无论庄家牌如何都获底注奖金：顺子 1:1，三条 4:1，同花顺 5:1。',
    'tcp.rules.pair-plus': '对子奖赏只看玩家手牌：对子 1:1，同花 4:1，顺子 6:1，三条 30:1，同花顺 40:1。',
    'tcp.table.pair-plus': '对子奖赏',
    'tcp.table.ante-bonus': '底注奖金',
    'zjh.bet.player': '闲',
    'zjh.bet.dealer': '庄',
    'zjh.bet.bonus': '闲家牌型奖',
    'zjh.rules.deal': '每局洗一副新牌；闲家和庄家各发三张。',
    'zjh.rules.ranks':
      '牌型大小：豹子 > 顺金 > 金花 > 顺子 > 对子 > 单张；同牌型比点数（A-2-3 为最小顺子）。不比花色。',
    'zjh.rules.pays':
      '押闲、押庄赔 0.95:1（抽 5% 佣金），同点退回。闲家牌型奖按闲家牌型赔：对子 1:1，顺子 5:1，金花 4:1，顺金 35:1，豹子 40:1。',
    'zjh.table.bonus': '闲家牌型奖',
  },
  ja: {
    'tcp.bet.ante-play': 'アンティ＆プレイ',
    'tcp.bet.pair-plus': 'ペアプラス',
    'tcp.rules.deal':
      '毎ラウンド1デッキをシャッフルし、共通のプレイヤーハンドとディーラーに3枚ずつ配ります。ストレートフラッシュ＞スリーカード＞ストレート＞フラッシュ＞ペア＞ハイカード。',
    'tcp.rules.strategy':
      'ベット額はアンティとプレイを半分ずつ含みます。共通ハンドはQ-6-4以上でプレイし、それ未満はフォールド：アンティを失い、プレイ分の半額は返金されます。',
    'tcp.rules.dealer':
      'ディーラーはQハイ以上で成立。不成立ならアンティ1:1、プレイは返金。成立なら強い方がアンティとプレイを1:1で獲得、同じ強さは返金です。',
    'tcp.rules.bonus':
      'プレイしたハンドにはディーラーの手に関係なくアンティボーナス：ストレート1:1、スリーカード4:1、ストレートフラッシュ5:1。',
    'tcp.rules.pair-plus':
      'ペアプラスはプレイヤーハンドだけで決まります：ペア1:1、フラッシュ4:1、ストレート6:1、スリーカード30:1、ストレートフラッシュ40:1。',
    'tcp.table.pair-plus': 'ペアプラス',
    'tcp.table.ante-bonus': 'アンティボーナス',
    'zjh.bet.player': 'プレイヤー',
    'zjh.bet.dealer': 'ディーラー',
    'zjh.bet.bonus': 'プレイヤーボーナス',
    'zjh.rules.deal': '毎ラウンド1デッキをシャッフルし、プレイヤーとディーラーに3枚ずつ配ります。',
    'zjh.rules.ranks':
      '役の強さ：スリーカード＞ストレートフラッシュ＞フラッシュ＞ストレート＞ペア＞ハイカード。同じ役はカードのランクで比べます（A-2-3が最弱のストレート）。スートでは比べません。',
    'zjh.rules.pays':
      'プレイヤーとディーラーは0.95:1（手数料5%）、同じ強さは返金。プレイヤーボーナスはプレイヤーの役で：ペア1:1、ストレート5:1、フラッシュ4:1、ストレートフラッシュ35:1、スリーカード40:1。',
    'zjh.table.bonus': 'プレイヤーボーナス',
  },
  th: {
    'tcp.bet.ante-play': 'แอนตี้และเพลย์',
    'tcp.bet.pair-plus': 'แพร์พลัส',
    'tcp.rules.deal': 'สับไพ่หนึ่งสำรับทุกตา มือผู้เล่นร่วมและเจ้ามือได้ฝ่ายละสามใบ สเตรทฟลัช > ตอง > เรียง > ฟลัช > คู่ > ไพ่สูง',
    'tcp.rules.strategy':
      'ยอดเดิมพันรวมแอนตี้และเพลย์อย่างละครึ่ง มือร่วมเล่นต่อเมื่อได้ Q-6-4 ขึ้นไป ต่ำกว่านั้นหมอบ: เสียแอนตี้ และได้ครึ่งที่เป็นเพลย์คืน',
    'tcp.rules.dealer':
      'เจ้ามือผ่านเกณฑ์เมื่อได้ Q สูงขึ้นไป ไม่ผ่าน: แอนตี้จ่าย 1:1 เพลย์คืนเงิน ผ่าน: มือที่ดีกว่าชนะแอนตี้และเพลย์ 1:1 เท่ากันคืนเงิน',
    'tcp.rules.bonus': 'มือที่เล่นต่อได้โบนัสแอนตี้ไม่ว่าเจ้ามือถืออะไร: เรียง 1:1 ตอง 4:1 สเตรทฟลัช 5:1',
    'tcp.rules.pair-plus': 'แพร์พลัสดูเฉพาะมือผู้เล่น: คู่ 1:1 ฟลัช 4:1 เรียง 6:1 ตอง 30:1 สเตรทฟลัช 40:1',
    'tcp.table.pair-plus': 'แพร์พลัส',
    'tcp.table.ante-bonus': 'โบนัสแอนตี้',
    'zjh.bet.player': 'ผู้เล่น',
    'zjh.bet.dealer': 'เจ้ามือ',
    'zjh.bet.bonus': 'โบนัสผู้เล่น',
    'zjh.rules.deal': 'สับไพ่หนึ่งสำรับทุกตา ผู้เล่นและเจ้ามือได้ฝ่ายละสามใบ',
    'zjh.rules.ranks': 'ลำดับมือ: ตอง สเตรทฟลัช ฟลัช เรียง คู่ ไพ่สูง แล้วเทียบแต้มไพ่ (A-2-3 เป็นเรียงต่ำสุด) ไม่เทียบดอก',
    'zjh.rules.pays':
      'ผู้เล่นและเจ้ามือจ่าย 0.95:1 (คอมมิชชัน 5%) มือเท่ากันคืนเงิน โบนัสผู้เล่นจ่ายตามมือผู้เล่น: คู่ 1:1 เรียง 5:1 ฟลัช 4:1 สเตรทฟลัช 35:1 ตอง 40:1',
    'zjh.table.bonus': 'โบนัสผู้เล่น',
  },
  vi: {
    'tcp.bet.ante-play': 'Ante & Play',
    'tcp.bet.pair-plus': 'Pair Plus',
    'tcp.rules.deal':
      'Mỗi ván xáo một bộ bài; tay bài chung của người chơi và nhà cái mỗi bên ba lá. Thùng phá sảnh > sám cô > sảnh > thùng > đôi > mậu thầu.',
    'tcp.rules.strategy':
      'Tiền cược gồm ante và play, mỗi phần một nửa. Tay chung chơi khi có Đầm-6-4 trở lên và bỏ bài nếu thấp hơn: bỏ bài thì mất ante, nửa play được hoàn lại.',
    'tcp.rules.dealer':
      'Nhà cái đủ điều kiện khi có Đầm trở lên. Không đủ: ante trả 1:1, play hoàn lại. Đủ: tay mạnh hơn thắng ante và play 1:1; bằng nhau thì hoàn cược.',
    'tcp.rules.bonus':
      'Tay đã chơi được thưởng ante bất kể bài nhà cái: sảnh 1:1, sám cô 4:1, thùng phá sảnh 5:1.',
    'tcp.rules.pair-plus':
      'Pair Plus chỉ xét tay người chơi: đôi 1:1, thùng 4:1, sảnh 6:1, sám cô 30:1, thùng phá sảnh 40:1.',
    'tcp.table.pair-plus': 'Pair Plus',
    'tcp.table.ante-bonus': 'Thưởng ante',
    'zjh.bet.player': 'Người chơi',
    'zjh.bet.dealer': 'Nhà cái',
    'zjh.bet.bonus': 'Thưởng người chơi',
    'zjh.rules.deal': 'Mỗi ván xáo một bộ bài; người chơi và nhà cái mỗi bên ba lá.',
    'zjh.rules.ranks':
      'Thứ tự bài: sám cô, thùng phá sảnh, thùng, sảnh, đôi, mậu thầu; sau đó so hạng lá (A-2-3 là sảnh nhỏ nhất). Không so chất.',
    'zjh.rules.pays':
      'Người chơi và Nhà cái trả 0.95:1 (hoa hồng 5 %), bằng nhau thì hoàn cược. Thưởng người chơi trả theo bài người chơi: đôi 1:1, sảnh 5:1, thùng 4:1, thùng phá sảnh 35:1, sám cô 40:1.',
    'zjh.table.bonus': 'Thưởng người chơi',
  },
  ko: {
    'tcp.bet.ante-play': '앤티 & 플레이',
    'tcp.bet.pair-plus': '페어 플러스',
    'tcp.rules.deal':
      '매 라운드 한 덱을 섞어 공동 플레이어 핸드와 딜러에 세 장씩 줍니다. 스트레이트 플러시 > 트리플 > 스트레이트 > 플러시 > 페어 > 하이카드.',
    'tcp.rules.strategy':
      '베팅 금액은 앤티와 플레이를 절반씩 포함합니다. 공동 핸드는 Q-6-4 이상이면 플레이하고 그 미만이면 폴드합니다. 폴드하면 앤티를 잃고 플레이 절반은 돌려받습니다.',
    'tcp.rules.dealer':
      '딜러는 Q 하이 이상이면 자격이 됩니다. 미달이면 앤티 1:1, 플레이는 환불. 자격이 되면 더 높은 핸드가 앤티와 플레이를 1:1로 이기고 같으면 환불합니다.',
    'tcp.rules.bonus':
      '플레이한 핸드는 딜러 패와 관계없이 앤티 보너스를 받습니다: 스트레이트 1:1, 트리플 4:1, 스트레이트 플러시 5:1.',
    'tcp.rules.pair-plus':
      '페어 플러스는 플레이어 핸드만 봅니다: 페어 1:1, 플러시 4:1, 스트레이트 6:1, 트리플 30:1, 스트레이트 플러시 40:1.',
    'tcp.table.pair-plus': '페어 플러스',
    'tcp.table.ante-bonus': '앤티 보너스',
    'zjh.bet.player': '플레이어',
    'zjh.bet.dealer': '딜러',
    'zjh.bet.bonus': '플레이어 보너스',
    'zjh.rules.deal': '매 라운드 한 덱을 섞어 플레이어와 딜러에 세 장씩 줍니다.',
    'zjh.rules.ranks':
      '족보: 트리플, 스트레이트 플러시, 플러시, 스트레이트, 페어, 하이카드 순이고 같은 족보는 카드 랭크로 비교합니다(A-2-3이 가장 낮은 스트레이트). 무늬는 비교하지 않습니다.',
    'zjh.rules.pays':
      '플레이어와 딜러는 0.95:1(수수료 5%)이며 같으면 환불합니다. 플레이어 보너스는 플레이어 족보로 지급합니다: 페어 1:1, 스트레이트 5:1, 플러시 4:1, 스트레이트 플러시 35:1, 트리플 40:1.',
    'zjh.table.bonus': '플레이어 보너스',
  },
  id: {
    'tcp.bet.ante-play': 'Ante & play',
    'tcp.bet.pair-plus': 'Pair plus',
    'tcp.rules.deal':
      'Satu dek dikocok tiap ronde; tangan pemain bersama dan bandar mendapat tiga kartu. Straight flush > three of a kind > straight > flush > pasangan > kartu tinggi.',
    'tcp.rules.strategy':
      'Taruhan mencakup ante dan play, masing-masing separuh. Tangan bersama bermain dengan ratu-enam-empat atau lebih baik dan lipat bila di bawahnya: ante hilang dan separuh play dikembalikan.',
    'tcp.rules.dealer':
      'Bandar memenuhi syarat dengan ratu tinggi atau lebih baik. Tidak memenuhi: ante dibayar 1:1, play dikembalikan. Memenuhi: tangan lebih baik memenangkan ante dan play 1:1; sama kuat dikembalikan.',
    'tcp.rules.bonus':
      'Tangan yang bermain mendapat bonus ante apa pun kartu bandar: straight 1:1, three of a kind 4:1, straight flush 5:1.',
    'tcp.rules.pair-plus':
      'Pair plus dibayar dari tangan pemain saja: pasangan 1:1, flush 4:1, straight 6:1, three of a kind 30:1, straight flush 40:1.',
    'tcp.table.pair-plus': 'Pair plus',
    'tcp.table.ante-bonus': 'Bonus ante',
    'zjh.bet.player': 'Pemain',
    'zjh.bet.dealer': 'Bandar',
    'zjh.bet.bonus': 'Bonus pemain',
    'zjh.rules.deal': 'Satu dek dikocok tiap ronde; pemain dan bandar mendapat tiga kartu.',
    'zjh.rules.ranks':
      'Urutan tangan: three of a kind, straight flush, flush, straight, pasangan, kartu tinggi; lalu peringkat kartu (A-2-3 straight terendah). Jenis kartu tidak menentukan seri.',
    'zjh.rules.pays':
      'Pemain dan Bandar membayar 0.95:1 (komisi 5 %) dan dikembalikan bila sama kuat. Bonus pemain dibayar dari tangan pemain: pasangan 1:1, straight 5:1, flush 4:1, straight flush 35:1, three of a kind 40:1.',
    'zjh.table.bonus': 'Bonus pemain',
  },
};
