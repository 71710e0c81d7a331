// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=256
// Segmented scan: the last warps of the block count the segment heads of the
// block's tail with bar.red.popc on barrier 3. The tail group is
// `warp >= nwarps - 3` (three warps, 96 threads) but the barrier counts 64:
// it completes with the first two warps to arrive and the third starts a new
// phase alone.
__global__ void seg_tail_heads(const int *flags, int *heads) {
  const int nwarps = blockDim.x / 32, warp = threadIdx.x / 32;
  const int f = flags[blockIdx.x * blockDim.x + threadIdx.x];
  if (warp >= nwarps - 3) {
    unsigned n;
    asm volatile("{\n\t.reg .pred p;\n\tsetp.ne.s32 p, %1, 0;\n\t"
                 "bar.red.popc.u32 %0, 3, 64, p;\n\t}"
                 : "=r"(n)
                 : "r"(f)
                 : "memory");
    if (threadIdx.x == blockDim.x - 1)
      heads[blockIdx.x] = n;
  }
}
