import type { DemoHelpTexts } from './types.ts';

export const vi: DemoHelpTexts = {
  faq: [
    {
      category: 'Tài khoản',
      items: [
        [
          'Làm thế nào để đăng ký?',
          '<p>Chọn <strong>Đăng ký</strong>, chọn tên đăng nhập hoặc số điện thoại, điền biểu mẫu và gửi. Bạn sẽ được đăng nhập ngay.</p>',
        ],
        [
          'Tôi quên mật khẩu',
          '<p>Mở cửa sổ đăng nhập và chọn <strong>Quên mật khẩu</strong>. Đặt lại qua e-mail hoặc mã gửi đến điện thoại.</p>',
        ],
      ],
    },
    {
      category: 'Nạp và rút tiền',
      items: [
        [
          'Nạp tiền mất bao lâu?',
          '<p>Kênh tức thì cộng tiền trong vòng một phút. Chuyển khoản ngân hàng được nhân viên kiểm tra, thường trong 15 phút.</p>',
        ],
        [
          'Làm thế nào để rút tiền?',
          '<p>Liên kết tài khoản ngân hàng hoặc ví điện tử trong <strong>Ví của tôi</strong>, đặt mật khẩu thanh toán rồi gửi yêu cầu rút. Xác nhận khi đã nhận được tiền.</p>',
        ],
      ],
    },
    {
      category: 'Trò chơi',
      items: [
        [
          'Có thể chơi thử miễn phí không?',
          '<p>Có. Dùng <strong>Chơi thử</strong> để nhận tài khoản demo kèm tín dụng, hoặc mở trò chơi có nút chơi thử.</p>',
        ],
        [
          'Trò chơi bị dừng giữa chừng',
          '<p>Cược và kết quả được trò chơi lưu lại. Mở lại từ sảnh hoặc xem kết quả trong <strong>Lịch sử cược</strong>.</p>',
        ],
      ],
    },
    {
      category: 'Bảo mật và chơi có trách nhiệm',
      items: [
        [
          'Làm sao giữ tài khoản an toàn?',
          '<p>Dùng mật khẩu mạnh không dùng ở nơi khác, liên kết số điện thoại và không bao giờ chia sẻ mã được gửi cho bạn.</p>',
        ],
        [
          'Làm sao giới hạn việc chơi?',
          '<p>Liên hệ chăm sóc khách hàng để đặt hạn mức nạp, tạm nghỉ hoặc tự loại trừ. Có hiệu lực ngay khi chúng tôi xác nhận.</p>',
        ],
      ],
    },
  ],
  topics: {
    company: {
      title: 'Về công ty',
      content:
        '<p>PlaySite là trang giải trí trực tuyến với thể thao, casino trực tiếp, slot, bắn cá, game bài và xổ số trong một tài khoản.</p><p>Chúng tôi hợp tác với các nhà cung cấp trò chơi có giấy phép, tách riêng tiền của hội viên với tiền vận hành và hỗ trợ bảy ngôn ngữ.</p>',
    },
    contact: {
      title: 'Liên hệ',
      content:
        '<p>Đội ngũ chăm sóc khách hàng phục vụ 24/7.</p><ul><li>Trò chuyện trực tiếp: nút chăm sóc khách hàng bên phải mọi trang</li><li>E-mail: support@demo.playsite.test</li></ul><p>Hãy cung cấp tên đăng nhập, không bao giờ cung cấp mật khẩu.</p>',
    },
    terms: {
      title: 'Điều khoản và điều kiện chung',
      content:
        '<p>Khi mở tài khoản, bạn xác nhận mình đủ 18 tuổi và trò chơi trực tuyến là hợp pháp nơi bạn sống.</p><ul><li>Mỗi người, mỗi hộ gia đình và mỗi thiết bị chỉ một tài khoản.</li><li>Tiền thưởng có điều kiện cược riêng, ghi rõ trong từng khuyến mãi.</li><li>Chúng tôi có thể yêu cầu giấy tờ tùy thân trước khi rút tiền.</li><li>Tài khoản dùng để gian lận hoặc thông đồng sẽ bị đóng và số dư bị giữ lại.</li></ul>',
    },
    responsible: {
      title: 'Chơi có trách nhiệm',
      content:
        '<p>Trò chơi là để giải trí, không phải cách kiếm tiền. Hãy đặt ngân sách và giới hạn thời gian trước khi chơi và dừng khi đạt đến.</p><ul><li>Đừng cố gỡ lại khoản thua.</li><li>Nghỉ ngơi thường xuyên.</li><li>Yêu cầu chăm sóc khách hàng đặt hạn mức nạp, tạm nghỉ hoặc tự loại trừ.</li></ul><p>Người dưới 18 tuổi không được tham gia.</p>',
    },
    privacy: {
      title: 'Chính sách bảo mật',
      content:
        '<p>Chúng tôi chỉ thu thập những gì cần để vận hành tài khoản: thông tin liên hệ, lịch sử thanh toán và trò chơi bạn chơi.</p><p>Dữ liệu được mã hóa, không bao giờ bị bán và chỉ chia sẻ với đơn vị thanh toán hoặc cơ quan chức năng khi pháp luật yêu cầu. Bạn có thể yêu cầu bản sao hoặc xóa dữ liệu bất cứ lúc nào.</p>',
    },
    affiliates: {
      title: 'Đại lý',
      content:
        '<p>Nhận hoa hồng khi mời người chơi. Đại lý có mã mời riêng, bảng điều khiển đội nhóm và hoa hồng hằng tháng theo hoạt động của đội.</p><p>Đăng ký tại trang <strong>Tham gia</strong>; chúng tôi phản hồi trong hai ngày làm việc.</p>',
    },
    refund: {
      title: 'Chính sách hoàn tiền',
      content:
        '<p>Tiền nạp đã vào ví và được dùng để chơi sẽ không được hoàn lại. Khoản nạp không đến hoặc bị trừ hai lần sẽ được hoàn về phương thức thanh toán ban đầu sau khi kiểm tra.</p><p>Báo sự cố trong vòng 7 ngày qua chăm sóc khách hàng kèm mã giao dịch.</p>',
    },
  },
};
