package adjudicate

// fuzzBytes hands a fuzzer's input out one byte at a time, as small
// numbers for choosing provinces, powers and orders; 0 once it runs out.
type fuzzBytes []byte

func (b *fuzzBytes) next() int {
	if len(*b) == 0 {
		return 0
	}
	v := int((*b)[0])
	*b = (*b)[1:]
	return v
}
