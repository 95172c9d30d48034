import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileUpload, type FileUploadProps } from '.';

/** Two small generated PNGs (no third-party assets). */
const blue =
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAABw0lEQVR42g3LIbJFUAAA0L+ctwALsABBNPLNRhQkSRCNfLMRBUkSTjTyzdbxnX7+fqWslJeKUlUKpbbUl8bSXIqlrXSUrtJdSqW/Xy2r5bWiVtVCra31tbE212Jtqx21q3bXUv2FIAvyoAiqIARt0AdjMAcx2IIjuII7SOELjayRN4pG1QiNttE3xsbciI2tcTSuxt1IzRc6WSfvFJ2qEzptp++MnbkTO1vn6Fydu5O6LwyyQT4oBtUgDNpBPxgH8yAOtsExuAb3IA1fmGSTfFJMqkmYtJN+Mk7mSZxsk2NyTe5Jmr6wyBb5olhUi7BoF/1iXMyLuNgWx+Ja3Iu0fCHKojwqoioKURv10RjNUYy26Iiu6I5S/MIqW+WrYlWtwqpd9atxNa/ialsdq2t1r9L6hV22y3fFrtqFXbvrd+Nu3sXdtjt21+7epf0Lp+yUn4pTdQqn9tSfxtN8iqftdJyu031K5xfIyCmoCLT0jMxENg4ubpIvPLJH/ige1SM82kf/GB/zIz62x/G4HvcjPV9IsiRPiqRKQtImfTImcxKTLTmSK7mTlL7wyl75q3hVr/BqX/1rfM2v+Npex+t63a/0+gfkduUQyMnjPwAAAABJRU5ErkJggg==';
const orange =
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAABz0lEQVR42g3LobKFIBRA0fdhRiKRaCQaCTc4pJMYg8EhkRyCwSGdZDKZSOb9Mc/V1x+/gTggA2lgHcgDZWAfOAbagA5cA/fAM9AH3uGPnyEaxJAMqyEbimE3HIZmUMNluA2PoRte8wVLtIglWVZLthTLbjkszaKWy3JbHku3vPYLjugQR3Ksjuwojt1xOJpDHZfjdjyO7njdF0biiIykkXUkj5SRfeQYaSM6co3cI89IH3nHL3iiRzzJs3qyp3h2z+FpHvVcntvzeLrn9V+YiBMykSbWiTxRJvaJY6JN6MQ1cU88E33inb4QiAEJpMAayIES2ANHoAU0cAXuwBPogTd8YSbOyEyaWWfyTJnZZ46ZNqMz18w988z0mXf+ghAFEZKwClkowi4cQhNUuIRbeIQuvPKFhbggC2lhXcgLZWFfOBbagi5cC/fCs9AX3uULG3FDNtLGupE3ysa+cWy0Dd24Nu6NZ6NvvNsXCrEghVRYC7lQCnvhKLSCFq7CXXgKvfCWL1RiRSqpslZypVT2ylFpFa1clbvyVHrlrV84iSdykk7Wk3xSTvaT46Sd6Ml1cp88J/3kPb+gREWUpKxKVoqyK4fSFFUu5VYepSuv/gPR3fkQoxLhLwAAAABJRU5ErkJggg==';

const png = (name: string, base64: string) =>
  new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type: 'image/png' });
const bigJpeg = new File([new Uint8Array(6 * 1024 * 1024)], 'holiday.jpg', { type: 'image/jpeg' });
const gif = new File(['GIF89a'], 'animation.gif', { type: 'image/gif' });

/** The component is controlled: stories hold the list in state. */
function Controlled(
  props: Omit<FileUploadProps, 'value' | 'onChange'> & {
    initial?: File[];
    onChange?: FileUploadProps['onChange'];
  },
) {
  const { initial = [], onChange, ...rest } = props;
  const [files, setFiles] = useState<File[]>(initial);
  return (
    <FileUpload
      {...rest}
      value={files}
      onChange={(next) => {
        setFiles(next);
        onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/FileUpload',
  component: FileUpload,
  args: {
    label: 'Proof images',
    value: [],
    onChange: fn(),
    accept: ['image/png', 'image/jpeg'],
    maxBytes: 5 * 1024 * 1024,
    maxFiles: 3,
    description: 'PNG or JPG, up to 5 MB each, at most 3 images',
  },
  render: ({ value, ...args }) => <Controlled {...args} initial={[...value]} />,
} satisfies Meta<typeof FileUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), png('receipt.png', blue));
    await expect(args.onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'receipt.png' })]);
    const remove = await canvas.findByRole('button', { name: 'Remove receipt.png' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByText('receipt.png')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add files' })).toHaveFocus());
  },
};

export const WithPreviews: Story = {
  args: { value: [png('receipt.png', blue), png('transfer.png', orange)] },
};

export const FileErrors: Story = {
  args: { value: [png('receipt.png', blue), gif, bigJpeg] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Remove animation.gif' })).toHaveAccessibleDescription(
      'This file type is not accepted',
    );
    await expect(canvas.getByRole('button', { name: 'Remove holiday.jpg' })).toHaveAccessibleDescription(
      /^Larger than 5 MB$/,
    );
  },
};

export const Full: Story = {
  args: { value: [png('one.png', blue), png('two.png', orange), png('three.png', blue)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add files' })).toBeDisabled();
  },
};

export const TooManyPicked: Story = {
  args: { maxFiles: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), [
      png('a.png', blue),
      png('b.png', orange),
      png('c.png', blue),
    ]);
    await expect(await canvas.findByText('At most 2 files: 1 not added')).toBeVisible();
    await expect(canvas.queryByText('c.png')).toBeNull();
  },
};

export const WithError: Story = { args: { errorMessage: 'Please add at least one image' } };

export const Disabled: Story = { args: { isDisabled: true, value: [png('receipt.png', blue)] } };
