// EXPECT: clean
// CUTLASS-style named barriers: the first ids are reserved for the library,
// each of the three warpgroups gets kReserved + wg (ids 8..10, 128 threads),
// and the epilogue uses the whole block.
enum class BarrierId : unsigned { kReserved = 8 };
struct NamedBarrier {
  static __device__ __forceinline__ void sync(unsigned threads, unsigned id) {
    asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(threads) : "memory");
  }
};
__global__ void __launch_bounds__(384) wg_local(float *x, int iters) {
  __shared__ float buf[384];
  unsigned wg = threadIdx.x / 128;
  unsigned id = static_cast<unsigned>(BarrierId::kReserved) + wg;
  float v = x[blockIdx.x * 384 + threadIdx.x];
  for (int i = 0; i < iters; ++i) {
    buf[threadIdx.x] = v;
    NamedBarrier::sync(128, id);
    v += buf[wg * 128 + (threadIdx.x + 1) % 128];
    NamedBarrier::sync(128, id);
  }
  __syncthreads();
  x[blockIdx.x * 384 + threadIdx.x] = v + buf[383 - threadIdx.x];
}
