"""Rounding of exact rationals to binary64, shared by the f64 matrix
references (mma-dense.py, wmma-f64-rounding.py)."""
from fractions import Fraction


def round_f64(x, mode):
    """x (a Fraction in the normal range, or 0) rounded to a double in mode
    rn/rz/rm/rp."""
    if x == 0:
        return 0.0
    neg = x < 0
    a = -x if neg else x
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    ulp = Fraction(2) ** (e - 52)
    q, r = divmod(a, ulp)
    q = int(q)
    if r:
        up = {"rn": r > ulp / 2 or (r == ulp / 2 and q % 2 == 1), "rz": False,
              "rm": neg, "rp": not neg}[mode]
        q += 1 if up else 0
    v = float(q * ulp)
    return -v if neg else v
