// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=384
// CUTLASS-like warp-specialised GEMM epilogue (384 threads: one producer
// warpgroup, two MMA warpgroups). The epilogue used to run in the MMA
// warpgroups only and synchronised on EpilogueBarrier with NumMmaThreads =
// 256. BUG: the producer warpgroup was later made to help with the store, so
// all 384 threads now execute the same bar.sync with a count of 256: the
// barrier completes with the first 8 warps to arrive and the last 4 start a
// new phase alone, reading the staging tile before it is written.
constexpr int kNumMmaThreads = 256;
constexpr int kEpilogueBarrier = 3;
__global__ void epilogue(const float *__restrict__ acc, const float *__restrict__ bias,
                         float *__restrict__ c, int ldc) {
  __shared__ float stage[384];
  const int t = threadIdx.x;
  stage[t] = acc[blockIdx.x * 384 + t];
  asm volatile("bar.sync %0, %1;" ::"n"(kEpilogueBarrier), "n"(kNumMmaThreads) : "memory");
  const int row = t / 32, col = t % 32;
  c[(blockIdx.x * 12 + row) * ldc + col] = stage[col * 12 + row] + bias[col];
}
