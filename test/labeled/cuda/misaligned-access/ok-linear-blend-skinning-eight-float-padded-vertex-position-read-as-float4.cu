// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// OK: linear blend skinning with 4 bones per vertex. The interleaved vertex
// buffer is padded to 8 floats per vertex (position xyz, normal xyz, a
// packed uint of four 8-bit bone indices, one spare word), so vertex i
// starts at 32 * i bytes and the position with normal.x is one aligned
// float4 load (cudaMalloc'd buffer, 256-byte aligned).
struct Bone { float4 r0, r1, r2; };
__global__ void __launch_bounds__(128)
skin_lbs(const float *__restrict__ vbuf, const float4 *__restrict__ weights,
         const Bone *__restrict__ bones, float3 *__restrict__ out, int nv) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= nv) return;
  const float *v = vbuf + 8 * i;
  const float4 p = *reinterpret_cast<const float4 *>(v);
  const unsigned idx = __float_as_uint(v[6]);
  const float4 w = weights[i];
  const float wv[4] = {w.x, w.y, w.z, w.w};
  float3 acc = make_float3(0.f, 0.f, 0.f);
#pragma unroll
  for (int k = 0; k < 4; ++k) {
    const Bone b = bones[(idx >> (8 * k)) & 0xff];
    acc.x += wv[k] * (b.r0.x * p.x + b.r0.y * p.y + b.r0.z * p.z + b.r0.w);
    acc.y += wv[k] * (b.r1.x * p.x + b.r1.y * p.y + b.r1.z * p.z + b.r1.w);
    acc.z += wv[k] * (b.r2.x * p.x + b.r2.y * p.y + b.r2.z * p.z + b.r2.w);
  }
  out[i] = acc;
}
