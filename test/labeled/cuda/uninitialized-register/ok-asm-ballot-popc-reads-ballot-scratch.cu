// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=128
// Warp-aggregated counter in inline PTX: popc counts the ballot's own
// scratch register b; c is a second scratch the asm writes before reading.
__global__ void __launch_bounds__(128) warp_hits(const float *x, float thr, unsigned *count) {
  int i = blockIdx.x * 128 + threadIdx.x;
  unsigned hit = x[i] > thr, n;
  asm volatile("{\n\t.reg .pred p;\n\t.reg .b32 b, c;\n\t"
               "setp.ne.u32 p, %1, 0;\n\t"
               "vote.sync.ballot.b32 b, p, 0xffffffff;\n\t"
               "mov.b32 c, b;\n\t"
               "popc.b32 %0, c;\n\t}"
               : "=r"(n) : "r"(hit));
  if ((threadIdx.x & 31) == 0)
    atomicAdd(count, n);
}
