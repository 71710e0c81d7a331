// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=256
// Row-softmax over 1024-float rows staged by one cp.async.bulk per row. The
// dynamic shared memory is carved by hand: the mbarrier first, then the row
// tile at the next 16-byte boundary (offset 16, not sizeof(uint64_t)), so
// the cp.async.bulk destination is 16-byte aligned although a barrier sits
// in front of it. Near miss of placing the tile right after the barrier.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int ROW = 1024;
__global__ void __launch_bounds__(256) softmax_rows(const float *__restrict__ in,
                                                    float *__restrict__ out) {
  extern __shared__ __align__(16) unsigned char smem[];
  uint64_t *bar = reinterpret_cast<uint64_t *>(smem);
  float *row = reinterpret_cast<float *>(smem + 16);
  __shared__ float red[8];
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(bar, 1);
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, bar,
                                   ROW * sizeof(float));
    ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, row, in + (size_t)blockIdx.x * ROW,
                       ROW * sizeof(float), bar);
  }
  while (!ptx::mbarrier_try_wait_parity(bar, 0)) {
  }
  float m = -INFINITY;
  for (int i = threadIdx.x; i < ROW; i += 256)
    m = fmaxf(m, row[i]);
  for (int o = 16; o > 0; o >>= 1)
    m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
  if (threadIdx.x % 32 == 0)
    red[threadIdx.x / 32] = m;
  __syncthreads();
  m = red[0];
  for (int w = 1; w < 8; ++w)
    m = fmaxf(m, red[w]);
  __syncthreads();
  float s = 0.f;
  for (int i = threadIdx.x; i < ROW; i += 256)
    s += __expf(row[i] - m);
  for (int o = 16; o > 0; o >>= 1)
    s += __shfl_xor_sync(0xffffffffu, s, o);
  if (threadIdx.x % 32 == 0)
    red[threadIdx.x / 32] = s;
  __syncthreads();
  s = 0.f;
  for (int w = 0; w < 8; ++w)
    s += red[w];
  for (int i = threadIdx.x; i < ROW; i += 256)
    out[(size_t)blockIdx.x * ROW + i] = __expf(row[i] - m) / s;
}
