// EXPECT: clean
// ARCHS: sm_80 sm_90
// Tiled column sums with libcu++'s block-scoped cuda::pipeline (the CUDA
// programming guide's "multi-stage asynchronous data copies" pattern): the
// shared pipeline state is created once per block by make_pipeline (which
// initialises its mbarriers from one thread), every thread of the block is
// both producer and consumer, and each stage is acquired, filled with
// cuda::memcpy_async of the block group, committed, waited on and released
// in the order the pipeline requires.
#include <cooperative_groups.h>
#include <cuda/pipeline>
namespace cg = cooperative_groups;
#define STAGES 2
#define TILE 256
__global__ void col_tile_sums(const float *in, float *out, int ntiles) {
  __shared__ float buf[STAGES][TILE];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, STAGES> state;
  auto block = cg::this_thread_block();
  auto pipe = cuda::make_pipeline(block, &state);
  const float *base = in + (size_t)blockIdx.x * ntiles * TILE;
  int fetch = 0;
  for (; fetch < STAGES && fetch < ntiles; ++fetch) {
    pipe.producer_acquire();
    cuda::memcpy_async(block, buf[fetch % STAGES], base + (size_t)fetch * TILE, sizeof(float) * TILE, pipe);
    pipe.producer_commit();
  }
  float acc = 0.f;
  for (int t = 0; t < ntiles; ++t) {
    pipe.consumer_wait();
    acc += buf[t % STAGES][threadIdx.x % TILE];
    pipe.consumer_release();
    if (fetch < ntiles) {
      pipe.producer_acquire();
      cuda::memcpy_async(block, buf[fetch % STAGES], base + (size_t)fetch * TILE, sizeof(float) * TILE, pipe);
      pipe.producer_commit();
      ++fetch;
    }
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}
