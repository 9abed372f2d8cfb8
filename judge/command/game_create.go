package command

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"

	"adjutant/games"
	"adjutant/games/kit/create"
	"adjutant/games/kit/spelling"
	"adjutant/judge/account"
	"adjutant/judge/play"
	"adjutant/templates/i18n"
)

// runCreate handles CREATE ?game password [engine|variant] [key=value …].
func runCreate(s *session, l Line) (string, *i18n.Text) {
	if len(l.Args) < 2 {
		return "", msg("create.usage")
	}
	// The creator is the new game's master for the rest of the mail, as
	// after a SIGNON: orders written above for another game go in first.
	if err := s.flushOrders(); err != nil {
		return "", s.fail(err)
	}
	if problem := s.mayCreate(); problem != nil {
		return "", problem
	}
	name, problem := s.newGameName(l.Args[0])
	if problem != nil {
		return "", problem
	}
	if s.tree.Engines.Default() == nil {
		return "", msg("create.no-engines")
	}
	eng, rest, named := s.tree.engineFirst(l.Args[2:])
	variant := eng.About().Variants[0].Name
	opts := map[string]string{}
	settings := play.DefaultSettings(eng.About().Classes)
	settings.Lang = s.lang
	for _, word := range rest {
		key, value, isKV := strings.Cut(word, "=")
		key = strings.ToLower(key)
		if isKV && (key == "variant" || key == "變體" || key == "变体") {
			// variant=1914, as other judges write it, names the variant.
			word, isKV = value, false
		}
		if !isKV {
			v, ok := findVariant(eng, word)
			if !ok {
				if near := s.tree.nearestGameKind(word); near != "" {
					return "", msg("create.not-a-kind-near", word, eng.About().Name, near)
				}
				if !named && len(s.tree.Engines.All()) > 1 {
					// Perhaps a game the newcomer guessed the name of: say
					// which games there are.
					return "", msg("create.not-a-game-or-variant", word, s.tree.gameKindsNamed(), eng.About().Name, variantNames(eng))
				}
				return "", msg("create.not-a-variant", word, eng.About().Name, variantNames(eng))
			}
			variant = v
			continue
		}
		// The rules options' Chinese names, as about.toml declares them
		// (規則=DATC), and then the judge settings' Chinese keys and
		// values, as SET takes them: 新聞=灰, 行動期=3天.
		key, value = create.English(eng.About().Options, key, value)
		if _, ok := findOption(eng, key); !ok {
			key = chineseSetKey(key, eng.About().Classes)
			value = chineseSetValue(key, []string{value})[0]
		}
		if o, ok := findOption(eng, key); ok {
			if len(o.Values) > 0 && !contains(o.Values, strings.ToLower(value)) {
				return "", msg("create.option-values", create.KeyText(o), value, create.ValuesText(o))
			}
			opts[key] = strings.ToLower(value)
			continue
		}
		if err := settings.Set(key, value, eng.About().Classes); err == play.ErrUnknownSetting {
			return "", msg("create.unknown-setting", key, settingNames(eng))
		} else if err != nil {
			return "", play.RefusalText(err)
		}
	}
	seed := s.tree.newSeed()
	game, err := eng.New(variant, opts, games.NewDice(seed, "setup"))
	if refusal := (*games.Refusal)(nil); errors.As(err, &refusal) {
		return "", &refusal.Message
	} else if err != nil {
		return "", s.fail(fmt.Errorf("starting a %s game: %w", eng.About().Name, err))
	}
	hash := games.SeedHash(seed)
	pw := account.HashPassword(l.Args[1])
	g := &play.Record{
		Name: name, Engine: eng.About().Name, Variant: variant, Options: opts, Settings: settings,
		Status: play.StatusForming, Created: s.now, Master: s.sender, MasterPW: pw,
		Seed: seed, SeedHash: hex.EncodeToString(hash[:]),
	}
	g.SetRules(eng)
	if err := g.SetGame(game); err != nil {
		return "", s.fail(err)
	}
	if err := s.countCreated(); err != nil {
		return "", s.fail(err)
	}
	s.keep(g)
	s.game, s.seat, s.master, s.add, s.joined, s.held = g, "", true, false, nil, nil
	seats := len(game.Groups())
	return s.optionsSaid(s.tr("create.done", name, play.KindNamed(eng.About()), variant, seats, name, name), name, opts), nil
}

// engineFirst is the game CREATE's words after the password name first,
// and the words after it; else the default game and all the words. named
// says the game was named, not taken as the default.
func (tree *Tree) engineFirst(words []string) (eng games.Engine, rest []string, named bool) {
	if len(words) > 0 {
		if e, ok := tree.engineNamed(words[0]); ok {
			return e, words[1:], true
		}
	}
	return tree.defaultEngine(), words, false
}

// newGameName reads the name CREATE gives (?north): a valid name that no
// game has yet.
func (s *session) newGameName(arg string) (string, *i18n.Text) {
	name := strings.TrimPrefix(arg, "?")
	if !play.ValidName(name) {
		return "", msg("create.bad-name", name)
	}
	if g, err := s.loadGame(name); err != nil {
		return "", s.fail(err)
	} else if g != nil {
		return "", msg("create.exists", name)
	}
	return name, nil
}

// optionsSaid adds to CREATE's answer the rules options the game was
// created with: a mistyped value is refused, a right one said back.
func (s *session) optionsSaid(done, name string, opts map[string]string) string {
	if len(opts) == 0 {
		return done
	}
	var set []string
	for _, k := range slices.Sorted(maps.Keys(opts)) {
		set = append(set, k+"="+opts[k])
	}
	return i18n.Labelled(done, s.tr("create.options", strings.Join(set, " "), name))
}

func (tree *Tree) defaultEngine() games.Engine {
	return tree.Engines.Default()
}

func findVariant(eng games.Engine, word string) (string, bool) {
	var ends []string
	for _, v := range eng.About().Variants {
		if strings.EqualFold(v.Name, word) {
			return v.Name, true
		}
		if strings.HasSuffix(strings.ToLower(v.Name), "-"+strings.ToLower(word)) {
			ends = append(ends, v.Name)
		}
	}
	// The last part of one variant's name alone ("1914" for two-1914)
	// names it, as players shorten it; a part two variants end in does not.
	if len(ends) == 1 {
		return ends[0], true
	}
	// In Chinese, as its summary begins ("六人", "兩人" for two-1914,
	// "六人局"); a start two variants share ("三人") names neither.
	var zh []string
	w := strings.TrimSuffix(word, "局")
	for _, v := range eng.About().Variants {
		if w != "" && (w == variantLead(v.Summary.Hant) || w == variantLead(v.Summary.Hans)) {
			zh = append(zh, v.Name)
		}
	}
	if len(zh) == 1 {
		return zh[0], true
	}
	return "", false
}

// variantLead is the first words of a variant's Chinese summary, up to its
// first mark: "六人" of "六人；意大利停戰".
func variantLead(summary string) string {
	if i := strings.IndexAny(summary, "；：，（"); i > 0 {
		return summary[:i]
	}
	return ""
}

func variantOf(eng games.Engine, name string) games.Variant {
	for _, v := range eng.About().Variants {
		if v.Name == name {
			return v
		}
	}
	return eng.About().Variants[0]
}

// variantNames lists eng's variants, with the list marks of each language.
func variantNames(eng games.Engine) i18n.Text {
	var names []i18n.Text
	for _, v := range eng.About().Variants {
		// In Chinese each with the words CREATE takes for it: six（六人）.
		n := i18n.Plain(v.Name)
		hant, hans := variantLead(v.Summary.Hant), variantLead(v.Summary.Hans)
		if found, ok := findVariant(eng, hant); ok && found == v.Name && hans != "" {
			n.Hant, n.Hans = v.Name+"（"+hant+"）", v.Name+"（"+hans+"）"
		}
		names = append(names, n)
	}
	return i18n.ListText(names)
}

// gameKindsNamed lists the games CREATE takes for a reader: by name in
// English, by Chinese title and name in Chinese (play.KindNamed).
func (tree *Tree) gameKindsNamed() i18n.Text {
	var names []i18n.Text
	for _, eng := range tree.Engines.All() {
		names = append(names, play.KindNamed(eng.About()))
	}
	return i18n.ListText(names)
}

// engineNamed finds the game CREATE names by word: its name in any case,
// or its Chinese name in either script (盖茨堡, 馬倫哥之役 or 馬倫哥).
func (tree *Tree) engineNamed(word string) (games.Engine, bool) {
	if eng, ok := tree.Engines.Get(strings.ToLower(word)); ok {
		return eng, true
	}
	for _, eng := range tree.Engines.All() {
		for _, name := range chineseGameNames(eng.About()) {
			if name == word {
				return eng, true
			}
		}
	}
	return nil, false
}

func findOption(eng games.Engine, key string) (games.Option, bool) {
	for _, o := range eng.About().Options {
		if o.Key == key {
			return o, true
		}
	}
	return games.Option{}, false
}

// settingNames lists the keys CREATE takes for a game of eng, its rules
// options and the judge's settings, in sorted order; in Chinese each key
// that has a Chinese name carries it, "end（結束）", as CREATE takes it too.
func settingNames(eng games.Engine) i18n.Text {
	var names []string
	for _, o := range eng.About().Options {
		names = append(names, o.Key)
	}
	for _, c := range eng.About().Classes {
		names = append(names, c.Key)
	}
	names = append(names, play.SettingKeys()...)
	sort.Strings(names)
	var hant, hans []string
	for _, k := range names {
		if o, ok := findOption(eng, k); ok {
			hant = append(hant, optionNameZh(o, o.Names.Hant))
			hans = append(hans, optionNameZh(o, o.Names.Hans))
			continue
		}
		hant = append(hant, settingNameZh(k, eng.About().Classes, 0))
		hans = append(hans, settingNameZh(k, eng.About().Classes, 1))
	}
	return i18n.Text{EN: strings.Join(names, ", "), Hant: strings.Join(hant, "、"), Hans: strings.Join(hans, "、")}
}

// optionNameZh is an option's key with its Chinese name after it, when
// it has one.
func optionNameZh(o games.Option, name string) string {
	if name == "" {
		return o.Key
	}
	return o.Key + "（" + name + "）"
}

func contains(list []string, v string) bool {
	for _, x := range list {
		if strings.EqualFold(x, v) {
			return true
		}
	}
	return false
}

// fail records an internal error: the mail's transaction will be rolled back
// and the sender gets the judge's apology instead of a misleading answer.
func (s *session) fail(err error) *i18n.Text {
	if s.err == nil {
		s.err = err
	}
	return internalText()
}

func internalText() *i18n.Text {
	return msg("internal.records")
}

func (tree *Tree) newSeed() [games.SeedSize]byte {
	if tree.Seed != nil {
		return tree.Seed()
	}
	var seed [games.SeedSize]byte
	_, _ = rand.Read(seed[:]) // crypto/rand does not fail on supported systems
	return seed
}

// nearestGameKind is the one game or variant name a slip away from word
// (CREATE ?g pw gettysbrug).
func (tree *Tree) nearestGameKind(word string) string {
	w := strings.ToLower(word)
	best, n := "", 0
	for _, eng := range tree.Engines.All() {
		names := []string{eng.About().Name}
		for _, v := range eng.About().Variants {
			names = append(names, v.Name)
		}
		for _, name := range names {
			if name != best && spelling.Distance(w, strings.ToLower(name)) <= max(1, min(2, len(name)/3)) {
				best, n = name, n+1
			}
		}
	}
	if n == 1 {
		return best
	}
	return ""
}
