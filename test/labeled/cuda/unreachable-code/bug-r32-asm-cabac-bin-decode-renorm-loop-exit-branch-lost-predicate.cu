// EXPECT: unreachable-code
// ARCHS: sm_75 sm_89
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=64
// BUG: a CABAC-style arithmetic decoder for independent slices, one slice
// per thread (the entropy stage of a many-slice video decoder). After each
// bin the range is renormalised in inline PTX: while range < 256, shift
// range and offset left and pull in the next bitstream bit. The loop's exit
// test lost its predicate when the setp was hoisted (`bra $Lrn_done;`
// instead of `@p bra $Lrn_done;`): the exit is taken unconditionally and
// the shift/read-bit body is never executed.
__device__ __forceinline__ void renorm(unsigned &range, unsigned &offset, unsigned &bitpos,
                                       const unsigned *bits) {
  asm("{\n\t.reg .pred p;\n\t.reg .u32 w, b;\n\t.reg .u64 a;\n\t"
      "$Lrn_loop:\n\t"
      "setp.ge.u32 p, %0, 256;\n\t"
      "bra $Lrn_done;\n\t"
      "shl.b32 %0, %0, 1;\n\t"
      "shr.u32 w, %2, 5;\n\t"
      "mul.wide.u32 a, w, 4;\n\t"
      "add.u64 a, a, %3;\n\t"
      "ld.global.u32 w, [a];\n\t"
      "and.b32 b, %2, 31;\n\t"
      "shr.u32 w, w, b;\n\t"
      "and.b32 w, w, 1;\n\t"
      "shl.b32 %1, %1, 1;\n\t"
      "or.b32 %1, %1, w;\n\t"
      "add.u32 %2, %2, 1;\n\t"
      "bra $Lrn_loop;\n\t"
      "$Lrn_done:\n\t}"
      : "+r"(range), "+r"(offset), "+r"(bitpos)
      : "l"(bits)
      : "memory");
}
__global__ void __launch_bounds__(64)
    cabac_slices(const unsigned *__restrict__ stream, const int *__restrict__ slice_start,
                 const unsigned char *__restrict__ ctx_state, unsigned char *__restrict__ bins, int nbins,
                 int nslices) {
  const int s = blockIdx.x * 64 + threadIdx.x;
  if (s >= nslices)
    return;
  const unsigned *bits = stream + slice_start[s];
  unsigned range = 510, offset = bits[0] >> 23, bitpos = 9;
  for (int i = 0; i < nbins; ++i) {
    const unsigned lps = 6u + ctx_state[(i & 63)] * 2u; // simplified LPS range table
    range -= lps;
    unsigned bin;
    if (offset >= range) {
      bin = 1;
      offset -= range;
      range = lps;
    } else {
      bin = 0;
    }
    renorm(range, offset, bitpos, bits);
    bins[(size_t)s * nbins + i] = (unsigned char)bin;
  }
}
