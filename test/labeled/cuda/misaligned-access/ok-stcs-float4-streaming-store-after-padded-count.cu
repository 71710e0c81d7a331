// EXPECT: clean
// The near miss of the [count][values...] records: the count is padded to a
// full float4 slot, so the streaming float4 stores of the body start on a
// 16-byte boundary of every 20-float record.
#include <cuda_runtime.h>
constexpr int kRec = 4 + 16;
__global__ void emit_records(const float4 *__restrict__ src, float *__restrict__ out, int recs) {
  const int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= recs) return;
  float *rec = out + (size_t)r * kRec;
  rec[0] = 16.f;
  float4 *body = reinterpret_cast<float4 *>(rec + 4);
#pragma unroll
  for (int k = 0; k < 4; ++k) __stcs(body + k, src[r * 4 + k]);
}
