"""Inputs of ml_faults.cu."""
import struct, sys, os
d = sys.argv[1]
def w(name, b): open(os.path.join(d, name), 'wb').write(b)
w('neg.bin', struct.pack('<2i', 5, -5))
w('zero.bin', bytes(1024))
w('asrt.bin', struct.pack('<64i', *([1] * 40 + [-1] + [2] * 23)))
w('ints.bin', struct.pack('<8i', 5, -7, 123456, -2147483648, 0, 1, 2, 3))
w('dbl.bin', struct.pack('<6d', 3.14159265358979, -0.0, float('inf'), float('nan'), 1e-310, 123456789.125))
