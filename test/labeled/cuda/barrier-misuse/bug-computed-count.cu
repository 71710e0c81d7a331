// EXPECT: barrier-misuse barrier-divergence
// Thread count computed from a warp count plus a "leader" thread: 2*32+1.
// (Also barrier-divergence: the threads past the guard share a warp with threads
// inside it, so the .aligned bar.sync runs in part of that warp.)
__device__ __forceinline__ void named_sync(int id, int threads) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(threads) : "memory");
}
__global__ void leader_plus_warps(int *x) {
  const int warps = 2;
  if (threadIdx.x <= warps * 32) {
    x[threadIdx.x] = threadIdx.x;
    named_sync(5, warps * 32 + 1);
    x[threadIdx.x] += x[0];
  }
}
