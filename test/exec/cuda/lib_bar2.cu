// libcu++ synchronization objects without hardware fast paths: a
// cuda::barrier with a completion function (implemented with atomics and
// back-off, not mbarrier), arrive_and_drop, cuda::std::latch, and the
// same phases with cuda::std::barrier at device scope in shared memory.
#include <cuda/barrier>
#include <cuda/std/latch>
#include <cuda/std/barrier>

struct Completion {
  int *counter;
  __device__ void operator()() noexcept { ++*counter; }
};

extern "C" __global__ void bar2(const int *in, int *out) {
#pragma nv_diag_suppress static_var_with_dynamic_init
  __shared__ cuda::barrier<cuda::thread_scope_block, Completion> bar;
  using latch = cuda::std::latch;
  using sbar = cuda::std::barrier<>;
  __shared__ alignas(latch) unsigned char latbuf[sizeof(latch)];
  __shared__ alignas(sbar) unsigned char sbbuf[sizeof(sbar)];
  latch &lat = *reinterpret_cast<latch *>(latbuf);
  sbar &sb = *reinterpret_cast<sbar *>(sbbuf);
  __shared__ int phases, acc[4];
  int t = threadIdx.x;
  if (t == 0) {
    phases = 0;
    init(&bar, blockDim.x, Completion{&phases});
    new (latbuf) latch(blockDim.x);
    new (sbbuf) sbar(blockDim.x);
    for (int i = 0; i < 4; ++i) acc[i] = 0;
  }
  __syncthreads();
  int x = in[blockIdx.x * blockDim.x + t];
  for (int p = 0; p < 4; ++p) {
    atomicAdd(&acc[p], x * (p + 1));
    bar.arrive_and_wait();
    // every thread sees every phase's sum and the completion count
    out[(blockIdx.x * blockDim.x + t) * 8 + p] = acc[p] + 1000000 * phases;
  }
  lat.count_down();
  lat.wait();
  // half the threads leave the barrier; the rest keep phasing
  if (t % 2) {
    sb.arrive_and_drop();
  } else {
    sb.arrive_and_wait();
    atomicAdd(&acc[0], 1);
    sb.arrive_and_wait();
  }
  __syncthreads();
  out[(blockIdx.x * blockDim.x + t) * 8 + 4] = acc[0];
  out[(blockIdx.x * blockDim.x + t) * 8 + 5] = lat.try_wait();
}
