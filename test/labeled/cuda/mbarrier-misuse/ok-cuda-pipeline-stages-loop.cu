// EXPECT: clean
// ARCHS: sm_80 sm_90
// cuda::pipeline with two stages shared by the block (pipeline_shared_state):
// producer_acquire / memcpy_async / producer_commit for tile t+1 while tile t
// is consumed (consumer_wait / consumer_release).
#include <cooperative_groups.h>
#include <cuda/pipeline>
namespace cg = cooperative_groups;
constexpr int kStages = 2;
constexpr int kTile = 256;
__global__ void stream_sum(const float *in, float *out, int tiles) {
  __shared__ float buf[kStages][kTile];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, kStages> state;
  auto block = cg::this_thread_block();
  auto pipe = cuda::make_pipeline(block, &state);
  float acc = 0.f;
  const float *base = in + (size_t)blockIdx.x * tiles * kTile;
  for (int t = 0, fetched = 0; t < tiles; ++t) {
    for (; fetched < tiles && fetched < t + kStages; ++fetched) {
      pipe.producer_acquire();
      cuda::memcpy_async(block, buf[fetched % kStages], base + fetched * kTile,
                         sizeof(float) * kTile, pipe);
      pipe.producer_commit();
    }
    pipe.consumer_wait();
    acc += buf[t % kStages][block.thread_rank() % kTile];
    pipe.consumer_release();
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}
