import type { Strings } from '../../../engine/locale.ts';

export const holdemStrings: Strings = {
  en: {
    'holdem.bet.ante-call': 'Ante & call',
    'holdem.rules.variant':
      'Casino hold’em, flop showdown: one deck is shuffled for the round; the common player hand and the dealer get two cards each and three community cards are dealt. Each hand is its two cards with the three community cards.',
    'holdem.rules.stake':
      'The stake covers the ante (one third) and the call (two thirds). The common hand always calls.',
    'holdem.rules.dealer':
      'The dealer qualifies with a pair of fours or better. Not qualified: the ante pays by the ante table and the call is returned. Qualified: the better hand wins the ante (by the table) and the call 1:1; equal hands push.',
    'holdem.rules.ante':
      'Ante table: royal flush 100:1, straight flush 20:1, four of a kind 10:1, full house 3:1, flush 2:1, straight or less 1:1.',
    'holdem.rules.commission': 'A 5 % commission is taken from all winnings.',
    'holdem.table.ante': 'Ante table',
  },
  cn: {
    'holdem.bet.ante-call': '底注与跟注',
    'holdem.rules.variant':
      '娱乐场德州扑克（翻牌摊牌）：每局洗一副新牌；公共玩家手牌和庄家各两张，并发三张公共牌。每方的牌为自己的两张加三张公共牌。',
    'holdem.rules.stake': '投注额包含底注（三分之一）和跟注（三分之二）。公共手牌总是跟注。',
    'holdem.rules.dealer':
      '庄家一对 4 或以上才合格。不合格：底注按底注赔率表赔付，跟注退回。合格：牌大者赢得底注（按赔率表）和跟注 1:1；同牌退回。',
    'holdem.rules.ante':
      '底注赔率：皇家同花顺 100:1，同花顺 20:1，四条 10:1，葫芦 3:1，同花 2:1，顺子或以下 1:1。',
    'holdem.rules.commission': '所有赢额抽取 5% 佣金。',
    'holdem.table.ante': '底注赔率表',
  },
  ja: {
    'holdem.bet.ante-call': 'アンティ＆コール',
    'holdem.rules.variant':
      'カジノホールデム（フロップ勝負）：毎ラウンド1デッキをシャッフルし、共通のプレイヤーハンドとディーラーに2枚ずつ、共通カードを3枚配ります。各ハンドは自分の2枚と共通カード3枚です。',
    'holdem.rules.stake':
      'ベット額はアンティ（3分の1）とコール（3分の2）を含みます。共通ハンドは必ずコールします。',
    'holdem.rules.dealer':
      'ディーラーは4のワンペア以上で成立。不成立ならアンティはアンティ表で支払い、コールは返金。成立なら強い方がアンティ（表どおり）とコール1:1を獲得、同じ強さは返金です。',
    'holdem.rules.ante':
      'アンティ表：ロイヤルフラッシュ100:1、ストレートフラッシュ20:1、フォーカード10:1、フルハウス3:1、フラッシュ2:1、ストレート以下1:1。',
    'holdem.rules.commission': 'すべての勝ち金から5%の手数料を差し引きます。',
    'holdem.table.ante': 'アンティ表',
  },
  th: {
    'holdem.bet.ante-call': 'แอนตี้และคอล',
    'holdem.rules.variant':
      'คาสิโนโฮลเด็ม (ตัดสินที่ฟล็อป): สับไพ่หนึ่งสำรับทุกตา มือผู้เล่นร่วมและเจ้ามือได้ฝ่ายละสองใบ และเปิดไพ่กลางสามใบ แต่ละมือคือไพ่สองใบของตนกับไพ่กลางสามใบ',
    'holdem.rules.stake': 'ยอดเดิมพันรวมแอนตี้ (หนึ่งในสาม) และคอล (สองในสาม) มือร่วมคอลเสมอ',
    'holdem.rules.dealer':
      'เจ้ามือผ่านเกณฑ์เมื่อได้คู่สี่ขึ้นไป ไม่ผ่าน: แอนตี้จ่ายตามตาราง คอลคืนเงิน ผ่าน: มือที่ดีกว่าชนะแอนตี้ (ตามตาราง) และคอล 1:1 เท่ากันคืนเงิน',
    'holdem.rules.ante':
      'ตารางแอนตี้: รอยัลฟลัช 100:1 สเตรทฟลัช 20:1 โฟร์การ์ด 10:1 ฟูลเฮาส์ 3:1 ฟลัช 2:1 เรียงหรือต่ำกว่า 1:1',
    'holdem.rules.commission': 'หักค่าคอมมิชชัน 5% จากเงินรางวัลทั้งหมด',
    'holdem.table.ante': 'ตารางแอนตี้',
  },
  vi: {
    'holdem.bet.ante-call': 'Ante & Call',
    'holdem.rules.variant':
      'Casino hold’em, lật bài ở flop: mỗi ván xáo một bộ bài; tay chung của người chơi và nhà cái mỗi bên hai lá, chia ba lá chung. Mỗi tay là hai lá của mình với ba lá chung.',
    'holdem.rules.stake': 'Tiền cược gồm ante (một phần ba) và call (hai phần ba). Tay chung luôn call.',
    'holdem.rules.dealer':
      'Nhà cái đủ điều kiện với đôi 4 trở lên. Không đủ: ante trả theo bảng ante, call được hoàn. Đủ: tay mạnh hơn thắng ante (theo bảng) và call 1:1; bằng nhau thì hoàn cược.',
    'holdem.rules.ante':
      'Bảng ante: thùng phá sảnh lớn 100:1, thùng phá sảnh 20:1, tứ quý 10:1, cù lũ 3:1, thùng 2:1, sảnh hoặc thấp hơn 1:1.',
    'holdem.rules.commission': 'Mọi khoản thắng bị trừ 5 % hoa hồng.',
    'holdem.table.ante': 'Bảng ante',
  },
  ko: {
    'holdem.bet.ante-call': '앤티 & 콜',
    'holdem.rules.variant':
      '카지노 홀덤(플롭 쇼다운): 매 라운드 한 덱을 섞어 공동 플레이어 핸드와 딜러에 두 장씩, 커뮤니티 카드 세 장을 줍니다. 각 핸드는 자기 두 장과 커뮤니티 카드 세 장입니다.',
    'holdem.rules.stake': '베팅 금액은 앤티(3분의 1)와 콜(3분의 2)을 포함합니다. 공동 핸드는 항상 콜합니다.',
    'holdem.rules.dealer':
      '딜러는 4 원페어 이상이면 자격이 됩니다. 미달이면 앤티는 앤티 표대로, 콜은 환불. 자격이 되면 더 높은 핸드가 앤티(표대로)와 콜 1:1을 이기고 같으면 환불합니다.',
    'holdem.rules.ante':
      '앤티 표: 로열 플러시 100:1, 스트레이트 플러시 20:1, 포카드 10:1, 풀하우스 3:1, 플러시 2:1, 스트레이트 이하 1:1.',
    'holdem.rules.commission': '모든 당첨금에서 5% 수수료를 뗍니다.',
    'holdem.table.ante': '앤티 표',
  },
  id: {
    'holdem.bet.ante-call': 'Ante & call',
    'holdem.rules.variant':
      'Casino hold’em, showdown di flop: satu dek dikocok tiap ronde; tangan pemain bersama dan bandar mendapat dua kartu dan tiga kartu bersama dibagikan. Tiap tangan adalah dua kartunya dengan tiga kartu bersama.',
    'holdem.rules.stake':
      'Taruhan mencakup ante (sepertiga) dan call (dua pertiga). Tangan bersama selalu call.',
    'holdem.rules.dealer':
      'Bandar memenuhi syarat dengan sepasang empat atau lebih baik. Tidak memenuhi: ante dibayar menurut tabel ante dan call dikembalikan. Memenuhi: tangan lebih baik memenangkan ante (menurut tabel) dan call 1:1; sama kuat dikembalikan.',
    'holdem.rules.ante':
      'Tabel ante: royal flush 100:1, straight flush 20:1, four of a kind 10:1, full house 3:1, flush 2:1, straight atau lebih rendah 1:1.',
    'holdem.rules.commission': 'Komisi 5 % dipotong dari semua kemenangan.',
    'holdem.table.ante': 'Tabel ante',
  },
};
