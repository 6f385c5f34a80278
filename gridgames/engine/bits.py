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


#: Masks longer than WIDE bits with more than MANY set are listed through their digits
#: (`bit_list`): then the loop's cost, set bits times length, outgrows the digits'.
WIDE = 1024
MANY = 32


def bit_list(mask: int) -> list[int]:
    """The positions of a mask's set bits, lowest first, as a list (what callers that
    index by them want; a list is built faster than a generator is drained).

    Each step of the loop below copies the whole int, so a big mask with many bits (a
    200x200 board's cells) goes through its binary digits instead, found in C."""
    found = []
    if mask.bit_length() > WIDE and mask.bit_count() > MANY:
        digits = bin(mask)[:1:-1]  # lowest bit first, without "0b"
        at = digits.find("1")
        while at >= 0:
            found.append(at)
            at = digits.find("1", at + 1)
        return found
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
