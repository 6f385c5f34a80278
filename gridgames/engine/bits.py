"""Domains are Python ints used as bitsets: bit k set means value k is still possible.

Python ints are arbitrary-precision, so one representation serves a two-valued cell
(0b01 = empty/unshaded only, 0b10 = filled/shaded only, 0b11 = undecided) and a Shikaku
clue with hundreds of candidate rectangles; and/or/bit_count on them run in C.
"""

from __future__ import annotations

from collections.abc import Iterator

#: A two-valued cell: value 0 (empty / unshaded) and value 1 (filled / shaded).
ONLY_0 = 0b01
ONLY_1 = 0b10
EITHER = 0b11


def bits(domain: int) -> Iterator[int]:
    """Yield the values (bit positions) of a domain, lowest first."""
    while domain:
        low = domain & -domain
        yield low.bit_length() - 1
        domain ^= low


def bit_list(mask: int) -> list[int]:
    """The positions of a mask's set bits, lowest first, as a list (what callers that
    index by them want; a list is built faster than a generator is drained)."""
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found


def lowest(domain: int) -> int:
    """The smallest value of a non-empty domain."""
    return (domain & -domain).bit_length() - 1


def decided(domain: int) -> bool:
    """Does the domain hold exactly one value?"""
    return domain != 0 and domain & (domain - 1) == 0


def size(domain: int) -> int:
    return domain.bit_count()


def full(count: int) -> int:
    """A domain holding the values 0..count-1."""
    return (1 << count) - 1
