/** Create a camp (default panel) and the two stay selectors (modify, photo management). */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '#shared/messages';
import { Notice } from '#web/components/notice';
import { type Feedback, failure } from '#web/lib/feedback';
import { StageForm } from '../stage-form';
import { StageSelect } from '../stage-select';

const t = messages.backOffice;

export function CreateStagePanel({ username }: { readonly username: string }) {
  return <StageForm createdBy={username} onSaved={() => undefined} />;
}

/** Choosing a camp goes to its page: /stage-modify/{id} or /photos-modify/{id}. */
export function StageSelectorPanel({ target }: { readonly target: 'modify' | 'photos' }) {
  const navigate = useNavigate();
  const [stageId, setStageId] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const go = () => {
    if (!stageId) {
      setFeedback(failure(messages.admin.selectStage));
      return;
    }
    navigate(`/${target === 'modify' ? 'stage-modify' : 'photos-modify'}/${encodeURIComponent(stageId)}`);
  };
  return (
    <div className="admin-form">
      <StageSelect
        value={stageId}
        onChange={(id) => {
          setStageId(id);
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
