import type { DemoHelpTexts } from './types.ts';

export const en: DemoHelpTexts = {
  faq: [
    {
      category: 'Account',
      items: [
        [
          'How do I register?',
          '<p>Choose <strong>Register</strong>, pick a username or your mobile number, fill in the form and submit. You are logged in at once.</p>',
        ],
        [
          'I forgot my password',
          '<p>Open the login window and choose <strong>Forgot password</strong>. Reset it by e-mail or with a code sent to your mobile number.</p>',
        ],
      ],
    },
    {
      category: 'Deposits and withdrawals',
      items: [
        [
          'How long does a deposit take?',
          '<p>Instant channels credit your wallet within a minute. Bank transfers are checked by our team, usually within 15 minutes.</p>',
        ],
        [
          'How do I withdraw?',
          '<p>Bind a bank account or e-wallet in <strong>My wallet</strong>, set a payment password, then request a withdrawal. Confirm receipt when the money arrives.</p>',
        ],
      ],
    },
    {
      category: 'Games',
      items: [
        [
          'Can I try games for free?',
          '<p>Yes. Use <strong>Free trial</strong> for a demo account with play credit, or open a game marked with a demo button.</p>',
        ],
        [
          'A game stopped in the middle',
          '<p>Your bet and result are kept by the game. Reopen it from the lobby, or check <strong>Betting record</strong> for the outcome.</p>',
        ],
      ],
    },
    {
      category: 'Security and responsible gaming',
      items: [
        [
          'How do I keep my account safe?',
          '<p>Use a strong password that you use nowhere else, bind your mobile number and never share codes sent to you.</p>',
        ],
        [
          'How can I limit my play?',
          '<p>Contact customer service to set deposit limits, a time-out or self-exclusion. Limits apply from the moment we confirm them.</p>',
        ],
      ],
    },
  ],
  topics: {
    company: {
      title: 'About the company',
      content:
        '<p>PlaySite is an online entertainment site offering sports, live casino, slots, fishing, card rooms and lotteries in one account.</p><p>We work with licensed game providers, keep member funds separate from operating funds and support seven languages.</p>',
    },
    contact: {
      title: 'Contact us',
      content:
        '<p>Our customer service team answers around the clock.</p><ul><li>Live chat: the customer service button on the right of every page</li><li>E-mail: support@demo.playsite.test</li></ul><p>Please give your username, never your password.</p>',
    },
    terms: {
      title: 'General terms and conditions',
      content:
        '<p>By opening an account you confirm that you are at least 18 years old and that online gaming is legal where you live.</p><ul><li>One account per person, household and device.</li><li>Bonuses carry their own wagering rules, shown with each promotion.</li><li>We may ask for proof of identity before a withdrawal.</li><li>Accounts used for fraud or collusion are closed and their balances withheld.</li></ul>',
    },
    responsible: {
      title: 'Responsible gaming',
      content:
        '<p>Gaming should be entertainment, never a way to make money. Set a budget and a time limit before you play and stop when you reach them.</p><ul><li>Never chase losses.</li><li>Take regular breaks.</li><li>Ask customer service for deposit limits, a time-out or self-exclusion.</li></ul><p>Players under 18 are not allowed.</p>',
    },
    privacy: {
      title: 'Privacy policy',
      content:
        '<p>We collect only what we need to run your account: your contact details, payment records and the games you play.</p><p>Your data is kept encrypted, never sold, and shared only with payment providers and authorities where the law requires. You may ask for a copy or for deletion at any time.</p>',
    },
    affiliates: {
      title: 'Affiliates',
      content:
        '<p>Earn commission by inviting players. Agents get a personal invitation code, a team dashboard and monthly commission on their team\u2019s activity.</p><p>Apply on the <strong>Join us</strong> page; our team answers within two working days.</p>',
    },
    refund: {
      title: 'Refund policy',
      content:
        '<p>Deposits credited to your wallet are not refunded once used for play. A deposit that did not arrive, or was charged twice, is refunded to the original payment method after our check.</p><p>Report a problem within 7 days through customer service with the transaction reference.</p>',
    },
  },
};
