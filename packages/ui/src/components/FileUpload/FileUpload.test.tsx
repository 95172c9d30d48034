import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FileUpload, type FileUploadProps, fileIssue, isAccepted } from '.';

const png = (name = 'a.png', size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const images = ['image/png', 'image/jpeg'];

function Upload(props: Partial<FileUploadProps> & { initial?: File[] }) {
  const { initial = [], onChange, ...rest } = props;
  const [files, setFiles] = useState<File[]>(initial);
  return (
    <FileUpload
      label="Images"
      accept={images}
      maxBytes={2048}
      maxFiles={2}
      {...rest}
      value={files}
      onChange={(next) => {
        setFiles(next);
        onChange?.(next);
      }}
    />
  );
}

const input = () => {
  const found = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!found) throw new Error('no file input');
  return found;
};

beforeAll(() => {
  // jsdom has no object URLs; previews only need a string.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('file checks', () => {
  it('reads accept entries as the native picker does', () => {
    expect(isAccepted(png('x.PNG'), ['.png'])).toBe(true);
    expect(isAccepted(png(), ['image/*'])).toBe(true);
    expect(isAccepted(png(), ['image/jpeg'])).toBe(false);
    expect(isAccepted(png(), [])).toBe(true);
  });

  it('reports the type before the size', () => {
    expect(fileIssue({ name: 'a.gif', type: 'image/gif', size: 999 }, { accept: images, maxBytes: 10 })).toBe(
      'type',
    );
    expect(fileIssue(png('a.png', 11), { accept: images, maxBytes: 10 })).toBe('size');
    expect(fileIssue(png('a.png', 10), { accept: images, maxBytes: 10 })).toBeUndefined();
  });
});

describe('FileUpload', () => {
  it('is a labelled group with a picker that passes the accept list on', () => {
    render(<Upload description="PNG or JPG" />);
    const group = screen.getByRole('group', { name: 'Images' });
    expect(group).toHaveAccessibleDescription('PNG or JPG');
    expect(input()).toHaveAttribute('accept', 'image/png,image/jpeg');
    expect(input()).toHaveAttribute('multiple');
  });

  it('adds picked files and lists them with a named remove button', async () => {
    const onChange = vi.fn();
    render(<Upload onChange={onChange} />);
    await userEvent.upload(input(), png('receipt.png'));
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'receipt.png' })]);
    expect(screen.getByRole('listitem')).toHaveTextContent('receipt.png');
    expect(screen.getByRole('button', { name: 'Remove receipt.png' })).toBeInTheDocument();
  });

  it('shows each file its own problem, linked to its remove button', () => {
    render(
      <Upload
        initial={[png('ok.png'), new File(['x'], 'a.gif', { type: 'image/gif' }), png('big.png', 3000)]}
        maxFiles={3}
      />,
    );
    expect(screen.getByRole('button', { name: 'Remove ok.png' })).not.toHaveAccessibleDescription();
    expect(screen.getByRole('button', { name: 'Remove a.gif' })).toHaveAccessibleDescription(
      'This file type is not accepted',
    );
    expect(screen.getByRole('button', { name: 'Remove big.png' })).toHaveAccessibleDescription(
      'Larger than 2 kB',
    );
    const [ok, gif, big] = screen.getAllByRole('listitem');
    // Only a file that can be sent gets a preview (a bad one may not even decode).
    expect(ok?.querySelector('img')).not.toBeNull();
    expect(gif?.querySelector('img')).toBeNull();
    expect(big?.querySelector('img')).toBeNull();
  });

  it('leaves out files beyond the maximum, says so, and then disables adding', async () => {
    render(<Upload labels={{ add: 'Add images' }} />);
    await userEvent.upload(input(), [png('a.png'), png('b.png'), png('c.png')]);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('At most 2 files: 1 not added')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add images' })).toBeDisabled();
  });

  it('removes a file by keyboard and keeps focus in the list', async () => {
    render(<Upload initial={[png('a.png'), png('b.png')]} />);
    screen.getByRole('button', { name: 'Remove a.png' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByText('a.png')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove b.png' })).toHaveFocus());
  });

  it('announces the field error and marks the group', () => {
    render(<Upload errorMessage="At most 3 images" />);
    const group = screen.getByRole('group', { name: 'Images' });
    expect(group).toHaveAccessibleDescription('At most 3 images');
    expect(screen.getByText('At most 3 images').closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('takes its words from labels (ui has no translations)', () => {
    render(<Upload initial={[png('a.png')]} labels={{ add: 'Ajouter', remove: 'Retirer {name}' }} />);
    expect(screen.getByRole('button', { name: 'Ajouter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retirer a.png' })).toBeInTheDocument();
  });
});
