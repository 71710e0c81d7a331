// EXPECT: clean
// ARCHS: sm_90a sm_100a
// PTXLINT-ARGS: --block-dim=384
// Ping-pong epilogue ordering in the style of CUTLASS's OrderedSequenceBarrier:
// each of three warpgroups owns kIdsPerWG = 4 consecutive named barriers
// starting at kFirstId, and syncs its 128 threads on the first of them around
// the shared-memory staging of its output tile. With kFirstId = 4 the three
// warpgroups use ids 4, 8 and 12 (their blocks end at 15), inside the 16
// named barriers of a CTA; ids 1 to 3 stay free for the mainloop.
constexpr int kFirstId = 4, kIdsPerWG = 4;
__device__ __forceinline__ void named_sync(int id, int n) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(n) : "memory");
}
__global__ void __launch_bounds__(384)
    pingpong_epilogue(const float *__restrict__ acc, const float *__restrict__ bias,
                      float *__restrict__ out) {
  __shared__ float stage[3][128 * 4];
  const int wg = threadIdx.x / 128, t = threadIdx.x % 128;
  const float *a = acc + ((size_t)blockIdx.x * 384 + threadIdx.x) * 4;
  const int id = kFirstId + wg * kIdsPerWG;
  for (int j = 0; j < 4; ++j)
    stage[wg][j * 128 + t] = fmaxf(a[j] + bias[j * 128 + t], 0.f);
  named_sync(id, 128);
  for (int j = 0; j < 4; ++j)
    out[((size_t)blockIdx.x * 3 + wg) * 512 + t * 4 + j] = stage[wg][t * 4 + j];
  named_sync(id, 128);
}
