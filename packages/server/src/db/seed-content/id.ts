import type { DemoHelpTexts } from './types.ts';

export const id: DemoHelpTexts = {
  faq: [
    {
      category: 'Akun',
      items: [
        [
          'Bagaimana cara mendaftar?',
          '<p>Pilih <strong>Daftar</strong>, pilih nama pengguna atau nomor ponsel, isi formulir lalu kirim. Anda langsung masuk.</p>',
        ],
        [
          'Saya lupa kata sandi',
          '<p>Buka jendela masuk dan pilih <strong>Lupa kata sandi</strong>. Atur ulang lewat e-mail atau kode yang dikirim ke ponsel Anda.</p>',
        ],
      ],
    },
    {
      category: 'Deposit dan penarikan',
      items: [
        [
          'Berapa lama deposit masuk?',
          '<p>Saluran instan masuk dalam satu menit. Transfer bank diperiksa tim kami, biasanya dalam 15 menit.</p>',
        ],
        [
          'Bagaimana cara menarik dana?',
          '<p>Hubungkan rekening bank atau e-wallet di <strong>Dompet saya</strong>, atur kata sandi pembayaran, lalu ajukan penarikan. Konfirmasi setelah dana diterima.</p>',
        ],
      ],
    },
    {
      category: 'Permainan',
      items: [
        [
          'Bisakah saya mencoba gratis?',
          '<p>Bisa. Gunakan <strong>Uji coba gratis</strong> untuk akun demo dengan kredit main, atau buka permainan yang memiliki tombol demo.</p>',
        ],
        [
          'Permainan berhenti di tengah jalan',
          '<p>Taruhan dan hasil Anda disimpan oleh permainan. Buka lagi dari lobi, atau lihat hasilnya di <strong>Riwayat taruhan</strong>.</p>',
        ],
      ],
    },
    {
      category: 'Keamanan dan bermain bertanggung jawab',
      items: [
        [
          'Bagaimana menjaga akun tetap aman?',
          '<p>Gunakan kata sandi kuat yang tidak dipakai di tempat lain, hubungkan nomor ponsel, dan jangan pernah membagikan kode yang dikirim kepada Anda.</p>',
        ],
        [
          'Bagaimana membatasi permainan?',
          '<p>Hubungi layanan pelanggan untuk mengatur batas deposit, jeda, atau pengecualian diri. Berlaku segera setelah kami konfirmasi.</p>',
        ],
      ],
    },
  ],
  topics: {
    company: {
      title: 'Tentang perusahaan',
      content:
        '<p>PlaySite adalah situs hiburan daring dengan olahraga, kasino langsung, slot, tembak ikan, permainan kartu, dan lotre dalam satu akun.</p><p>Kami bekerja sama dengan penyedia permainan berlisensi, memisahkan dana anggota dari dana operasional, dan mendukung tujuh bahasa.</p>',
    },
    contact: {
      title: 'Hubungi kami',
      content:
        '<p>Tim layanan pelanggan kami siap 24 jam.</p><ul><li>Obrolan langsung: tombol layanan pelanggan di kanan setiap halaman</li><li>E-mail: support@demo.playsite.test</li></ul><p>Sebutkan nama pengguna Anda, jangan pernah kata sandi.</p>',
    },
    terms: {
      title: 'Syarat dan ketentuan umum',
      content:
        '<p>Dengan membuka akun, Anda menyatakan berusia minimal 18 tahun dan permainan daring legal di tempat tinggal Anda.</p><ul><li>Satu akun per orang, rumah tangga, dan perangkat.</li><li>Bonus memiliki syarat taruhan sendiri yang tercantum di setiap promosi.</li><li>Kami dapat meminta bukti identitas sebelum penarikan.</li><li>Akun yang digunakan untuk penipuan atau kolusi ditutup dan saldonya ditahan.</li></ul>',
    },
    responsible: {
      title: 'Bermain bertanggung jawab',
      content:
        '<p>Permainan adalah hiburan, bukan cara mencari uang. Tetapkan anggaran dan batas waktu sebelum bermain dan berhenti saat mencapainya.</p><ul><li>Jangan mengejar kekalahan.</li><li>Istirahat secara teratur.</li><li>Minta layanan pelanggan mengatur batas deposit, jeda, atau pengecualian diri.</li></ul><p>Pemain di bawah 18 tahun tidak diizinkan.</p>',
    },
    privacy: {
      title: 'Kebijakan privasi',
      content:
        '<p>Kami hanya mengumpulkan yang diperlukan untuk menjalankan akun Anda: data kontak, catatan pembayaran, dan permainan yang Anda mainkan.</p><p>Data Anda disimpan terenkripsi, tidak pernah dijual, dan hanya dibagikan kepada penyedia pembayaran atau otoritas bila diwajibkan hukum. Anda dapat meminta salinan atau penghapusan kapan saja.</p>',
    },
    affiliates: {
      title: 'Afiliasi',
      content:
        '<p>Dapatkan komisi dengan mengundang pemain. Agen mendapat kode undangan pribadi, dasbor tim, dan komisi bulanan dari aktivitas timnya.</p><p>Daftar di halaman <strong>Bergabung</strong>; tim kami menjawab dalam dua hari kerja.</p>',
    },
    refund: {
      title: 'Kebijakan pengembalian dana',
      content:
        '<p>Deposit yang sudah masuk dompet dan dipakai bermain tidak dikembalikan. Deposit yang tidak masuk atau terpotong dua kali dikembalikan ke metode pembayaran asal setelah pemeriksaan.</p><p>Laporkan masalah dalam 7 hari melalui layanan pelanggan dengan nomor transaksi.</p>',
    },
  },
};
