// EXPECT: clean
// ARCHS: sm_80 sm_90
// NVCC-ARGS: -diag-suppress 20054
// Block-scoped cuda::pipeline with two stages (libcu++), the documented
// double-buffering idiom: the shared pipeline state is constructed by the
// whole block, producer_acquire/commit around memcpy_async of the next tile,
// consumer_wait/release around the compute on the current one.
#include <cooperative_groups.h>
#include <cuda/pipeline>
namespace cg = cooperative_groups;
__global__ void scale_tiles(const float *__restrict__ in, float *__restrict__ out, int tiles) {
  constexpr int TILE = 256;
  __shared__ __align__(16) float buf[2][TILE];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 2> state;
  auto block = cg::this_thread_block();
  auto pipe = cuda::make_pipeline(block, &state);
  const float *src = in + (size_t)blockIdx.x * tiles * TILE;
  float *dst = out + (size_t)blockIdx.x * tiles * TILE;
  pipe.producer_acquire();
  cuda::memcpy_async(block, buf[0], src, sizeof(float) * TILE, pipe);
  pipe.producer_commit();
  for (int t = 0; t < tiles; ++t) {
    if (t + 1 < tiles) {
      pipe.producer_acquire();
      cuda::memcpy_async(block, buf[(t + 1) & 1], src + (t + 1) * TILE, sizeof(float) * TILE,
                         pipe);
      pipe.producer_commit();
    }
    pipe.consumer_wait();
    for (int i = threadIdx.x; i < TILE; i += blockDim.x)
      dst[t * TILE + i] = 2.f * buf[t & 1][i];
    pipe.consumer_release();
  }
}
