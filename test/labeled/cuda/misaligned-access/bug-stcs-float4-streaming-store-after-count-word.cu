// EXPECT: misaligned-access
// Writing variable-length output records as [count][values...] with
// streaming float4 stores (__stcs) for the values: the values start one
// float after the count word (BUG: st.global.cs.v4.f32 needs 16-byte
// alignment; the body is 4 bytes off in every 20-float record).
#include <cuda_runtime.h>
constexpr int kRec = 1 + 16;
__global__ void emit_records(const float4 *__restrict__ src, float *__restrict__ out, int recs) {
  const int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= recs) return;
  float *rec = out + (size_t)r * (kRec + 3);
  rec[0] = 16.f;
  float4 *body = reinterpret_cast<float4 *>(rec + 1);
#pragma unroll
  for (int k = 0; k < 4; ++k) __stcs(body + k, src[r * 4 + k]);
}
