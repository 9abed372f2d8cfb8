package judge

import (
	"crypto/pbkdf2"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
)

// passwordHash is a salted PBKDF2-SHA-256 hash. Game passwords travel in
// mail bodies, as in every classic judge, but they are never stored in clear.
type passwordHash struct {
	Salt string `json:"salt"`
	Hash string `json:"hash"`
}

const pbkdf2Rounds = 20000

func hashPassword(pw string) passwordHash {
	var salt [16]byte
	_, _ = rand.Read(salt[:])
	return passwordHash{Salt: hex.EncodeToString(salt[:]), Hash: derive(pw, salt[:])}
}

func derive(pw string, salt []byte) string {
	key, err := pbkdf2.Key(sha256.New, pw, salt, pbkdf2Rounds, 32)
	if err != nil {
		panic("judge: pbkdf2: " + err.Error()) // only for invalid parameters, which are constants here
	}
	return hex.EncodeToString(key)
}

func (h passwordHash) matches(pw string) bool {
	salt, err := hex.DecodeString(h.Salt)
	if err != nil || h.Hash == "" {
		return false
	}
	return subtle.ConstantTimeCompare([]byte(derive(pw, salt)), []byte(h.Hash)) == 1
}
