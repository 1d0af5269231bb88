import { buyersFeedbackSchema, florenceMessages, REVIEW_MAX, storedReview, type Company } from '@dealscout/domain';
import { App, Form, Input, Rate } from 'antd';
import { endedSession, errorMessage } from '../../../platform/api-error';
import { DialogActions, FormDialog } from '../../../ui/FormDialog';
import { zodRule } from '../../../ui/zod-rule';
import { useSubmitFeedback } from '../api';

type Values = { rating?: number; review?: string };

const ratingRules = [zodRule(buyersFeedbackSchema.shape.rating)];
const reviewRules = [zodRule(buyersFeedbackSchema.shape.review)];

/** 'Provide feedback' on the company's list (spec part 2 §5): a rating, and a review of up to 500 characters; an empty one is sent as '-'. */
export function FeedbackModal({ open, company, onClose }: { open: boolean; company: Company; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const feedback = useSubmitFeedback();

  const submit = ({ rating, review }: Values) =>
    feedback.mutate(
      {
        company_id: company.id,
        rating: rating!,
        review: storedReview(review ?? ''),
        company_name: company.company_name,
        user_input: company.user_input,
      },
      {
        onSuccess: () => {
          void message.success(florenceMessages.feedbackSubmitted);
          onClose();
        },
        onError: (error) => {
          if (!endedSession(error)) void message.error(errorMessage(error));
        },
      },
    );

  return (
    <FormDialog open={open} title="Provide feedback" saving={feedback.isPending} onClose={onClose}>
      {open && (
        <Form form={form} preserve={false} layout="vertical" requiredMark={false} onFinish={submit}>
          <p className="ds-florence-muted">How useful is this list? Your rating and review are kept with the list they rate.</p>
          <Form.Item name="rating" label="Rating" rules={ratingRules}>
            <Rate aria-label="Rating" />
          </Form.Item>
          <Form.Item name="review" label="Review" rules={reviewRules}>
            <Input.TextArea rows={4} count={{ show: true, max: REVIEW_MAX }} placeholder="What was useful, what was missing?" />
          </Form.Item>
          <DialogActions saving={feedback.isPending} onCancel={onClose} submitLabel="Submit feedback" />
        </Form>
      )}
    </FormDialog>
  );
}
