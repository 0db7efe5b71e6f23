import type { Db } from '../../db/client.ts';
import { aiAgents, csQuestions } from '../../db/schema/index.ts';

/** Demo help-centre content: two AI agents and the customer-service question list (en-US and vi-VN). */
const AGENTS = [
  {
    id: 1,
    name: 'Arcadia Helper',
    avatar: '/icon.svg',
    sort: 1,
    intro: {
      'en-US': 'Answers questions about your account, login and rewards.',
      'vi-VN': 'Giải đáp thắc mắc về tài khoản, đăng nhập và phần thưởng.',
    },
    welcome: {
      'en-US': 'Hi! I can help with your account, tasks and rewards. What would you like to know?',
      'vi-VN': 'Xin chào! Mình có thể giúp về tài khoản, nhiệm vụ và phần thưởng. Bạn muốn hỏi gì?',
    },
    questions: {
      'en-US': ['Why did my task reward not arrive?', 'How do I bind my phone?'],
      'vi-VN': ['Vì sao tôi chưa nhận được thưởng nhiệm vụ?', 'Làm sao để liên kết số điện thoại?'],
    },
  },
  {
    id: 2,
    name: 'Wallet Guide',
    avatar: '/icon.svg',
    sort: 2,
    intro: {
      'en-US': 'Explains deposits, withdrawals and exchanges in the wallet.',
      'vi-VN': 'Hướng dẫn nạp, rút và quy đổi trong ví.',
    },
    welcome: {
      'en-US': 'Hello! Ask me anything about deposits, withdrawals or exchange rates.',
      'vi-VN': 'Xin chào! Hãy hỏi mình về nạp tiền, rút tiền hoặc tỷ giá quy đổi.',
    },
    questions: {
      'en-US': ['How long does a withdrawal take?', 'What is the minimum deposit?'],
      'vi-VN': ['Rút tiền mất bao lâu?', 'Số tiền nạp tối thiểu là bao nhiêu?'],
    },
  },
];

const QUESTIONS: { id: number; locale: string; question: string; answer: string }[] = [
  {
    id: 1,
    locale: 'en-US',
    question: 'How do I log in on a new phone?',
    answer: 'Use your user id and secret key, or log in with your phone number and a one-time code.',
  },
  {
    id: 1,
    locale: 'vi-VN',
    question: 'Làm sao để đăng nhập trên điện thoại mới?',
    answer: 'Dùng ID người dùng và khóa bí mật, hoặc đăng nhập bằng số điện thoại và mã một lần.',
  },
  {
    id: 2,
    locale: 'en-US',
    question: 'When do task rewards arrive?',
    answer: 'Most rewards arrive within minutes. Partner offers can take up to 24 hours to confirm.',
  },
  {
    id: 2,
    locale: 'vi-VN',
    question: 'Khi nào tôi nhận được thưởng nhiệm vụ?',
    answer: 'Phần lớn phần thưởng đến trong vài phút. Ưu đãi của đối tác có thể mất tới 24 giờ để xác nhận.',
  },
  {
    id: 3,
    locale: 'en-US',
    question: 'Why must I bind a phone number?',
    answer: 'A bound phone protects your account and is required before your first withdrawal.',
  },
  {
    id: 3,
    locale: 'vi-VN',
    question: 'Vì sao tôi phải liên kết số điện thoại?',
    answer: 'Số điện thoại đã liên kết giúp bảo vệ tài khoản và là điều kiện trước lần rút tiền đầu tiên.',
  },
  {
    id: 4,
    locale: 'en-US',
    question: 'How do I report a problem?',
    answer: 'Send feedback from this page with a short description and up to 3 screenshots.',
  },
  {
    id: 4,
    locale: 'vi-VN',
    question: 'Làm sao để báo cáo sự cố?',
    answer: 'Gửi góp ý từ trang này kèm mô tả ngắn và tối đa 3 ảnh chụp màn hình.',
  },
];

/** Idempotent: existing rows are left as they are. */
export async function seedAichat(db: Db): Promise<void> {
  await db.insert(aiAgents).values(AGENTS).onConflictDoNothing();
  await db
    .insert(csQuestions)
    .values(QUESTIONS.map((q) => ({ ...q, sort: q.id })))
    .onConflictDoNothing();
}
