-- Profile field settings (issue 19): which member-centre profile fields show, which are required,
-- their patterns, in the register settings' shape. Brands seeded before this get the demo seed's
-- defaults (db/seed-data.ts demoProfileFields): every field shown, none required.
INSERT INTO settings (merchant_code, key, value, updated_at)
SELECT code, 'profileFields', '{
  "qqNum": {"enabled": true, "required": false, "acceptedPattern": "^[0-9]+$", "patternId": 6, "minLength": 5, "maxLength": 12},
  "whatsapp": {"enabled": true, "required": false, "acceptedPattern": "^[0-9]+$", "patternId": 6, "minLength": 6, "maxLength": 15},
  "facebook": {"enabled": true, "required": false, "acceptedPattern": "*", "patternId": 0, "minLength": 1, "maxLength": 64},
  "telegram": {"enabled": true, "required": false, "acceptedPattern": "^[A-Za-z0-9@._+-]+$", "patternId": 19, "minLength": 2, "maxLength": 64},
  "zalo": {"enabled": true, "required": false, "acceptedPattern": "^[0-9]+$", "patternId": 6, "minLength": 9, "maxLength": 11},
  "line": {"enabled": true, "required": false, "acceptedPattern": "^[A-Za-z0-9@._+-]+$", "patternId": 19, "minLength": 1, "maxLength": 64},
  "idNumber": {"enabled": true, "required": false, "acceptedPattern": "^[a-zA-Z0-9]+$", "patternId": 4, "minLength": 4, "maxLength": 32},
  "birthday": {"enabled": true, "required": false, "acceptedPattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "patternId": 11, "minLength": 10, "maxLength": 10},
  "address": {"enabled": true, "required": false, "acceptedPattern": "*", "patternId": 0, "minLength": 5, "maxLength": 200},
  "nationality": {"enabled": true, "required": false, "acceptedPattern": "^[\\p{L}\\p{M} ]+$", "patternId": 13, "minLength": 2, "maxLength": 64},
  "occupation": {"enabled": true, "required": false, "acceptedPattern": "*", "patternId": 0, "minLength": 2, "maxLength": 64},
  "incomeSource": {"enabled": true, "required": false, "acceptedPattern": "*", "patternId": 0, "minLength": 2, "maxLength": 64}
}'::jsonb, 0
FROM merchants
ON CONFLICT (merchant_code, key) DO NOTHING;
