// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Segmented scan: the last three warps of the block count the segment heads
// of the block's tail with bar.red.popc on barrier 3, counting their 96
// threads.
__global__ void seg_tail_heads_ok(const int *flags, int *heads) {
  const int nwarps = blockDim.x / 32, warp = threadIdx.x / 32;
  const int f = flags[blockIdx.x * blockDim.x + threadIdx.x];
  if (warp >= nwarps - 3) {
    unsigned n;
    asm volatile("{\n\t.reg .pred p;\n\tsetp.ne.s32 p, %1, 0;\n\t"
                 "bar.red.popc.u32 %0, 3, 96, p;\n\t}"
                 : "=r"(n)
                 : "r"(f)
                 : "memory");
    if (threadIdx.x == blockDim.x - 1)
      heads[blockIdx.x] = n;
  }
}
