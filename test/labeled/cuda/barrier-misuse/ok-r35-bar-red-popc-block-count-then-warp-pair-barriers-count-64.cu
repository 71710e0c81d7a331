// EXPECT: clean
// ARCHS: sm_86 sm_89
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=256
// Stream compaction pass: a CTA-wide `bar.red.popc` on barrier 0 counts the
// kept elements of the block, then each pair of warps scans its 64 flags in
// shared memory and syncs only the pair on its own named barrier, 1 + pair,
// with 64 threads (ids 1 to 4).
__global__ void __launch_bounds__(256)
    compact_pairs(const float *__restrict__ x, float *__restrict__ out, int *__restrict__ counts, float thr) {
  __shared__ int flags[256];
  const int t = threadIdx.x, pair = t >> 6, pt = t & 63;
  const float v = x[blockIdx.x * 256 + t];
  const int keep = v > thr;
  int total;
  asm volatile("{\n\t.reg .pred p;\n\t"
               "setp.ne.u32 p, %1, 0;\n\t"
               "bar.red.popc.u32 %0, 0, p;\n\t}"
               : "=r"(total)
               : "r"(keep)
               : "memory");
  flags[t] = keep;
  asm volatile("bar.sync %0, 64;" ::"r"(1 + pair) : "memory");
  int pos = 0;
  for (int i = 0; i < pt; ++i)
    pos += flags[pair * 64 + i];
  if (keep)
    out[blockIdx.x * 256 + pair * 64 + pos] = v;
  if (t == 0)
    counts[blockIdx.x] = total;
}
