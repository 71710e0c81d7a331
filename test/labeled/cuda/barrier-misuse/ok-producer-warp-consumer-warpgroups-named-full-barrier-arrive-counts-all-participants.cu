// EXPECT: clean
// PTXLINT-ARGS: --block-dim=288
// CUTLASS-style producer/consumer pipeline on named barriers (no mbarriers,
// so it runs on sm_80): warp 8 loads tiles into a two-slot shared buffer
// and signals FULL (ids 1, 2) with bar.arrive; the two consumer warpgroups
// (256 threads) bar.sync on FULL and release the slot on EMPTY (ids 3, 4)
// with bar.arrive, which the producer bar.syncs on before refilling it.
// Every barrier counts its 288 participants on both sides.
#define NC 256
#define PRODUCER_ARRIVE_COUNT (NC + 32)
__device__ __forceinline__ void named_sync(int id, int n) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(n) : "memory");
}
__device__ __forceinline__ void named_arrive(int id, int n) {
  asm volatile("bar.arrive %0, %1;" ::"r"(id), "r"(n) : "memory");
}
enum { FULL0 = 1, EMPTY0 = 3 };
__global__ void __launch_bounds__(288)
pc_scale(const float4 *__restrict__ in, float4 *__restrict__ out, float a, int ntiles) {
  __shared__ float4 buf[2][NC];
  const int t = threadIdx.x;
  if (t >= NC) {
    const int l = t - NC;
    for (int k = 0; k < ntiles; ++k) {
      const int s = k & 1;
      if (k >= 2) named_sync(EMPTY0 + s, NC + 32);
      for (int i = l; i < NC; i += 32) buf[s][i] = in[((size_t)blockIdx.x * ntiles + k) * NC + i];
      named_arrive(FULL0 + s, PRODUCER_ARRIVE_COUNT);
    }
  } else {
    for (int k = 0; k < ntiles; ++k) {
      const int s = k & 1;
      named_sync(FULL0 + s, NC + 32);
      float4 v = buf[s][t];
      v.x *= a; v.y *= a; v.z *= a; v.w *= a;
      out[((size_t)blockIdx.x * ntiles + k) * NC + t] = v;
      if (k + 2 < ntiles) named_arrive(EMPTY0 + s, NC + 32);
    }
  }
}
