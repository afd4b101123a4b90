/** Create a camp (default panel) and the two stay selectors (modify, photo management). */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '#shared/messages';
import { Notice } from '#web/components/notice';
import { type Feedback, failure } from '#web/lib/feedback';
import { StayForm } from '../stay-form';
import { StaySelect } from '../stay-select';

const t = messages.backOffice;

export function CreateStayPanel({ username }: { readonly username: string }) {
  return <StayForm createdBy={username} onSaved={() => undefined} />;
}

/** Choosing a camp goes to its page: /stage-modify/{id} or /photos-modify/{id}. */
export function StaySelectorPanel({ target }: { readonly target: 'modify' | 'photos' }) {
  const navigate = useNavigate();
  const [stayId, setStayId] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const go = () => {
    if (!stayId) {
      setFeedback(failure(messages.admin.selectStay));
      return;
    }
    navigate(`/${target === 'modify' ? 'stage-modify' : 'photos-modify'}/${encodeURIComponent(stayId)}`);
  };
  return (
    <div className="admin-form">
      <StaySelect
        value={stayId}
        onChange={(id) => {
          setStayId(id);
          setFeedback(null);
        }}
      />
      <Notice feedback={feedback} className="admin-notice" />
      <button type="button" className="btn btn--primary" onClick={go}>
        {target === 'modify' ? t.actions.open : t.actions.openPhotos}
      </button>
    </div>
  );
}
