import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { avatarUrl } from './profile-api.ts';

export interface AvatarPickerProps {
  current: string;
  file: File | null;
  onPick: (file: File | null) => void;
}

/** Shows the avatar and accepts a new one; only image files are taken (spec §5). */
export function AvatarPicker({ current, file, onPick }: AvatarPickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = preview ?? avatarUrl(current);
  return (
    <div className="avatar-picker">
      {shown ? (
        <img src={shown} alt={t('profile.avatarAlt')} className="avatar" width={96} height={96} />
      ) : (
        <span className="avatar avatar-empty">
          <Icon name="user" size={48} />
        </span>
      )}
      <label htmlFor={inputId} className="button secondary">
        {t('profile.uploadAvatar')}
      </label>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept="image/*"
        onChange={(event) => {
          const picked = event.target.files?.[0] ?? null;
          if (picked && !picked.type.startsWith('image/')) {
            toast.error(t('profile.avatarMustBeImage'));
            event.target.value = '';
            return;
          }
          onPick(picked);
        }}
      />
    </div>
  );
}
