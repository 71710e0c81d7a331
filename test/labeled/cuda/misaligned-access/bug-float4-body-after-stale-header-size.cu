// EXPECT: misaligned-access
// Each record is a header of 4 floats followed by a body of 16 floats (80
// bytes, so every record starts 16-byte aligned). The header grew from 2 to 4
// floats, but this kernel still starts the float4 body 2 floats in: every
// body read is 8 bytes past a 16-byte boundary.
#define HEADER 2 /* stale: the header is 4 floats now */
#define RECORD 20
__global__ void scale_records(float *recs, float s) {
  float *base = recs + blockIdx.x * RECORD;
  float4 *body = reinterpret_cast<float4 *>(base + HEADER);
  if (threadIdx.x < 4) {
    float4 v = body[threadIdx.x];
    v.x *= s; v.y *= s; v.z *= s; v.w *= s;
    body[threadIdx.x] = v;
  }
}
