// CUDA's SIMD intrinsics with constant operands, their results read whole,
// as one 16-bit half and through a shift: nvcc -O3 for sm_90 and newer
// emits add.{u16x2,s16x2} for __vadd2 and __vsub2 (the latter with the
// constant's halves negated), which ptxas 13.0 miscompiles when only 16 bits
// of the sum are read (test/exec/ptxas-bugs-nvcc.test, docs/executor.md
// --ptxas-bugs).
#define F(name)                                                                             \
  extern "C" __global__ void k_##name(const unsigned *in, short *o16, unsigned short *u16,   \
                                      unsigned *o32, long long *o64) {                       \
    unsigned t = threadIdx.x, x = in[t];                                                     \
    o16[t] = (short)name(x, 0x35e494adu);                                                    \
    u16[t] = (unsigned short)(name(x, 0xffffffffu) >> 16);                                   \
    o32[t] = name(x, 0x00010001u);                                                           \
    o64[t] = (long long)(short)name(x, 0x80017fffu);                                         \
    short2 h = *reinterpret_cast<const short2 *>(&in[t + 64]);                               \
    unsigned y = name(*reinterpret_cast<unsigned *>(&h), 0x00050003u);                       \
    o16[t + 64] = (short)(y >> 16);                                                          \
    o32[t + 64] = (unsigned short)y;                                                         \
  }
F(__vadd2) F(__vsub2) F(__vaddss2) F(__vaddus2) F(__vsubss2) F(__vsubus2) F(__vavgs2)
F(__vavgu2) F(__vhaddu2) F(__vmaxs2) F(__vmaxu2) F(__vmins2) F(__vminu2) F(__vabsdiffs2)
F(__vabsdiffu2) F(__vcmpeq2) F(__vcmpges2) F(__vcmpgtu2) F(__vseteq2) F(__vsetgts2)
F(__vsads2) 
F(__vadd4) F(__vsub4) F(__vaddss4) F(__vmaxu4) F(__vmins4) F(__vavgu4) F(__vcmpeq4)
F(__vabsdiffu4)
