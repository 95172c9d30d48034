import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GameTile } from '.';

const game = { name: 'Lucky Dragon', vendor: 'PG Soft', imageSrc: '/games/lucky-dragon.png' };

describe('GameTile', () => {
  it('shows image, name and vendor and plays on press', async () => {
    const onPlay = vi.fn();
    render(<GameTile {...game} imageWidth={180} imageHeight={120} onPlay={onPlay} />);
    const play = screen.getByRole('button', { name: 'Play Lucky Dragon' });
    expect(play).toHaveTextContent('Lucky Dragon');
    expect(screen.getByRole('article', { name: 'Lucky Dragon' })).toHaveTextContent('PG Soft');
    const image = play.querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '180');
    expect(image).toHaveAttribute('height', '120');
    await userEvent.click(play);
    expect(onPlay).toHaveBeenCalledTimes(1);
  });

  it('shows the hot badge only for hot games', () => {
    const { rerender } = render(<GameTile {...game} />);
    expect(screen.queryByText('Hot')).toBeNull();
    rerender(<GameTile {...game} hot labels={{ hot: 'HOT' }} />);
    expect(screen.getByText('HOT')).toBeInTheDocument();
  });

  it('toggles favourite with a pressed state', async () => {
    const onFavouriteChange = vi.fn();
    const { rerender } = render(<GameTile {...game} onFavouriteChange={onFavouriteChange} />);
    const toggle = screen.getByRole('button', { name: 'Favourite Lucky Dragon' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(onFavouriteChange).toHaveBeenCalledWith(true);
    rerender(<GameTile {...game} favourite onFavouriteChange={onFavouriteChange} />);
    expect(screen.getByRole('button', { name: 'Favourite Lucky Dragon' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('offers a free trial only when hasFreeTrial', async () => {
    const onFreeTrial = vi.fn();
    const { rerender } = render(<GameTile {...game} hasFreeTrial={false} onFreeTrial={onFreeTrial} />);
    expect(screen.queryByRole('button', { name: 'Free trial' })).toBeNull();
    rerender(<GameTile {...game} hasFreeTrial onFreeTrial={onFreeTrial} />);
    await userEvent.click(screen.getByRole('button', { name: 'Free trial' }));
    expect(onFreeTrial).toHaveBeenCalledTimes(1);
  });

  it('says a game is under maintenance on the tile, and does not launch it', async () => {
    const onPlay = vi.fn();
    const onFreeTrial = vi.fn();
    render(<GameTile {...game} isUnderMaintenance hasFreeTrial onPlay={onPlay} onFreeTrial={onFreeTrial} />);
    const play = screen.getByRole('button', { name: 'Play Lucky Dragon' });
    expect(play).toHaveAttribute('aria-disabled', 'true');
    expect(play).toHaveAccessibleDescription('Under maintenance');
    expect(screen.getByText('Under maintenance')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Free trial' })).toBeNull();
    await userEvent.click(play);
    expect(onPlay).not.toHaveBeenCalled();
  });
});
