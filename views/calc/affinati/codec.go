package affinati

import "sengoku/query"

// bound: a number beyond it never reaches the rules; within it each
// input's validation gives its own range.
const bound = 1_000_000

// Codec is the query codec of an Affinati input: JSON names, a side's
// fields under "a." and "b.", the options at the top level. The
// calculators' pages and API and the printables' roster and quick
// reference read their queries with it.
func Codec[T any]() *query.Codec[T] { return query.For[T](query.Bound(bound)) }
