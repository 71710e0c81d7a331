// EXPECT: unreachable-code
// LZ77 decompression, one independent stream per thread (nvCOMP-style
// chunking). The match copy (overlapping, byte by byte from out[pos - dist])
// is a hand-written PTX loop. The output position is advanced by the match
// length with an `add` placed after the loop's unconditional back edge
// instead of after the exit label: it never runs, so the next literal run
// overwrites the match.
#include <cstdint>

__device__ __forceinline__ void copy_match(uint8_t *out, unsigned &pos, unsigned dist, unsigned len) {
  asm volatile("{\n\t"
               ".reg .pred done;\n\t"
               ".reg .b32 i;\n\t"
               ".reg .b64 s, d, o;\n\t"
               ".reg .b16 c;\n\t"
               "mov.u32 i, 0;\n\t"
               "$Lcopy:\n\t"
               "setp.ge.u32 done, i, %3;\n\t"
               "@done bra $Lend;\n\t"
               "add.u32 %0, %0, i;\n\t"
               "cvt.u64.u32 o, %0;\n\t"
               "sub.u32 %0, %0, i;\n\t"
               "add.u64 d, %1, o;\n\t"
               "cvt.u64.u32 o, %2;\n\t"
               "sub.u64 s, d, o;\n\t"
               "ld.global.u8 c, [s];\n\t"
               "st.global.u8 [d], c;\n\t"
               "add.u32 i, i, 1;\n\t"
               "bra.uni $Lcopy;\n\t"
               "add.u32 %0, %0, %3;\n\t" // BUG: after the back edge, meant to follow $Lend
               "$Lend:\n\t"
               "}"
               : "+r"(pos)
               : "l"(out), "r"(dist), "r"(len)
               : "memory");
}

__global__ void lz77_decode(const uint32_t *tokens, const int *tok_begin, const int *tok_end,
                            uint8_t *out, const unsigned *out_begin) {
  int s = blockIdx.x * blockDim.x + threadIdx.x;
  uint8_t *o = out + out_begin[s];
  unsigned pos = 0;
  for (int t = tok_begin[s]; t < tok_end[s]; ++t) {
    uint32_t tok = tokens[t];
    if (tok >> 31) {
      copy_match(o, pos, (tok >> 8) & 0x7fff, tok & 0xff);
    } else {
      o[pos++] = (uint8_t)tok;
    }
  }
}
