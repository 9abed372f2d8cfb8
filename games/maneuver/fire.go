package maneuver

// fireProblem says why a unit in from may not bombard to (6.2 step 2 and
// rule 8, range), or nil: the target lies within rng squares counted
// without diagonals, and the squares between are neither hill, town nor
// forest (terrain that blocks sight) and hold no unit. A target diagonally next to the firer is at
// two squares; of the two middle squares, one clear one is enough (the
// published rules confirm it).
func (s *State) fireProblem(from, to Square, rng int) *lineErr {
	if d := Dist(from, to); d > rng {
		return bad("%s is out of range from %s: distance %d, range %d", "%s 超出 %s 的射程：距離 %d，射程 %d", "%s 超出 %s 的射程：距离 %d，射程 %d", to, from, d, rng)
	}
	if !s.sightClear(from, to) {
		return bad("the line from %s to %s is blocked by a unit or by hill, town or forest between", "%s 到 %s 之間被單位或山丘、城鎮、樹林阻擋", "%s 到 %s 之间被单位或山丘、城镇、树林阻挡", from, to)
	}
	return nil
}

// sightClear looks along every shortest path of orthogonal steps.
func (s *State) sightClear(from, to Square) bool {
	paths := between(from, to)
	clear := 0
	for _, p := range paths {
		ok := true
		for _, sq := range p {
			_, _, taken := s.unitAt(sq)
			if taken || s.field.At(sq).BlocksSight {
				ok = false
			}
		}
		if ok {
			clear++
		}
	}
	return clear > 0 || len(paths) == 0
}

// between lists the squares strictly between from and to on each shortest
// orthogonal path.
func between(from, to Square) [][]Square {
	if from == to {
		return nil
	}
	var out [][]Square
	var walk func(at Square, acc []Square)
	walk = func(at Square, acc []Square) {
		if at == to {
			out = append(out, append([]Square(nil), acc[:len(acc)-1]...))
			return
		}
		if at.Col != to.Col {
			step := Square{at.Col + sign(to.Col-at.Col), at.Row}
			walk(step, append(acc, step))
		}
		if at.Row != to.Row {
			step := Square{at.Col, at.Row + sign(to.Row-at.Row)}
			walk(step, append(acc, step))
		}
	}
	walk(from, nil)
	return out
}

func sign(n int) int {
	switch {
	case n > 0:
		return 1
	case n < 0:
		return -1
	}
	return 0
}
