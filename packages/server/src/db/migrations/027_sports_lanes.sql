-- The game server (playsite-games) now plays the SPORTS and ESPORTS lanes too: its sportsbook
-- (packages/games/src/sportsbook) opens for every game of the sports vendors, so the lobby lists
-- them as playable and a launch opens the book instead of answering game maintenance.
UPDATE providers
SET excluded_game_types = array_remove(array_remove(excluded_game_types, 'SPORTS'), 'ESPORTS')
WHERE id = 'playsite-games';
