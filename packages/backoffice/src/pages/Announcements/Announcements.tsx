import { Button, Select, TextArea, TextField } from '@playsite/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { Message } from '../../common/Message.tsx';
import { useActionMessage } from '../../common/useError.ts';
import { narrow, panel } from '../../layout/layout.css.ts';

const types = ['PL', 'B', 'PU', 'PR', 'H'] as const;

/** Publishes an announcement through the platform's content domain; the site shows it at once. */
export function Announcements() {
  const { t } = useTranslation();
  const [type, setType] = useState<string>('PL');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [pending, setPending] = useState(false);
  const { message, fail, done } = useActionMessage();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      const created = await call<{ id: number }>('POST', '/announcements', { type, title, content });
      done(t('announcements.published', { id: created.id }));
      setTitle('');
      setContent('');
    } catch (error) {
      fail(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <h1>{t('announcements.title')}</h1>
      <form className={`${panel} ${narrow}`} onSubmit={submit}>
        <Select
          label={t('announcements.type')}
          value={type}
          onChange={(value) => value && setType(value)}
          options={types.map((value) => ({ value, label: t(`announcements.types.${value}`) }))}
        />
        <TextField
          label={t('announcements.headline')}
          name="title"
          value={title}
          onChange={setTitle}
          isRequired
          maxLength={200}
        />
        <TextArea label={t('announcements.content')} name="content" value={content} onChange={setContent} />
        <Button type="submit" isPending={pending}>
          {t('announcements.submit')}
        </Button>
        <Message message={message} />
      </form>
    </>
  );
}
