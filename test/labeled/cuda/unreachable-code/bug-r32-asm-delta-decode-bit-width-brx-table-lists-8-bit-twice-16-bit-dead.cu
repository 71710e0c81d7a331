// EXPECT: unreachable-code
// ARCHS: sm_86 sm_90
// PTXLINT-ARGS: --block-dim=128
// BUG: delta decoding of a columnar page (Parquet DELTA_BINARY_PACKED-like
// miniblocks) whose deltas are stored at 8, 16 or 32 bits, the width code
// in the page header. The per-value fetch is a jump table in inline PTX
// (`brx.idx` over `.branchtargets`): codes 0, 1, 2 should go to the 8-, 16-
// and 32-bit loads. The table reads w8, w8, w32 after a copy-paste, so code
// 1 decodes bytes and the 16-bit load, which no branch reaches and which
// follows the 8-bit case's `bra.uni`, is dead.
__device__ __forceinline__ int fetch_delta(const void *base, int i, int code) {
  int d;
  asm("{\n\t.reg .u64 a, o;\n\t.reg .s16 h;\n\t.reg .s8 b;\n\t"
      "$Ldw_tab: .branchtargets $Ldw_8, $Ldw_8, $Ldw_32;\n\t"
      "brx.idx %3, $Ldw_tab;\n\t"
      "$Ldw_8:\n\t"
      "cvt.s64.s32 o, %2;\n\t"
      "add.u64 a, %1, o;\n\t"
      "ld.global.s8 %0, [a];\n\t"
      "bra.uni $Ldw_done;\n\t"
      "$Ldw_16:\n\t"
      "mul.wide.s32 o, %2, 2;\n\t"
      "add.u64 a, %1, o;\n\t"
      "ld.global.s16 %0, [a];\n\t"
      "bra.uni $Ldw_done;\n\t"
      "$Ldw_32:\n\t"
      "mul.wide.s32 o, %2, 4;\n\t"
      "add.u64 a, %1, o;\n\t"
      "ld.global.s32 %0, [a];\n\t"
      "$Ldw_done:\n\t}"
      : "=r"(d)
      : "l"(base), "r"(i), "r"(code)
      : "memory");
  return d;
}
__global__ void __launch_bounds__(128)
    delta_decode(const void *__restrict__ deltas, const int *__restrict__ first, const int *__restrict__ width_code,
                 int *__restrict__ out, int per_block) {
  __shared__ int scan[128];
  const int code = width_code[blockIdx.x];
  int run = 0;
  for (int i = threadIdx.x; i < per_block; i += 128)
    run += fetch_delta(deltas, blockIdx.x * per_block + i, code);
  scan[threadIdx.x] = run;
  __syncthreads();
  if (threadIdx.x == 0) {
    int acc = first[blockIdx.x];
    for (int t = 0; t < 128; ++t) {
      acc += scan[t];
      scan[t] = acc;
    }
  }
  __syncthreads();
  out[blockIdx.x * 128 + threadIdx.x] = scan[threadIdx.x];
}
