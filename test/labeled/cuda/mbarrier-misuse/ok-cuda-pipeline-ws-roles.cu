// EXPECT: clean
// ARCHS: sm_80 sm_90
// cuda::pipeline with partitioned roles: the first warp is the producer
// (make_pipeline with pipeline_role::producer), the other warps consume.
// The producer stages tiles with memcpy_async into a two-slot ring, the
// consumers wait, read and release.
#include <cooperative_groups.h>
#include <cuda/pipeline>
namespace cg = cooperative_groups;
constexpr int kStages = 2;
constexpr int kTile = 128;
__global__ void ws_pipeline(const float *in, float *out, int tiles) {
  __shared__ float buf[kStages][kTile];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, kStages> state;
  auto block = cg::this_thread_block();
  const bool producer = block.thread_rank() < 32;
  const auto role = producer ? cuda::pipeline_role::producer : cuda::pipeline_role::consumer;
  auto pipe = cuda::make_pipeline(block, &state, role);
  float acc = 0.f;
  for (int t = 0; t < tiles; ++t) {
    const int s = t % kStages;
    if (producer) {
      pipe.producer_acquire();
      for (int j = block.thread_rank(); j < kTile; j += 32)
        cuda::memcpy_async(&buf[s][j], &in[(size_t)t * kTile + j], sizeof(float), pipe);
      pipe.producer_commit();
    } else {
      pipe.consumer_wait();
      acc += buf[s][(block.thread_rank() - 32) % kTile];
      pipe.consumer_release();
    }
  }
  if (!producer)
    out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}
