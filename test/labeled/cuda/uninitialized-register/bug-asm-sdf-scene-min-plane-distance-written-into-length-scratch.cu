// EXPECT: uninitialized-register
// BUG: sphere-tracing ray marcher whose scene SDF (a sphere over a ground
// plane) is hand-written in inline PTX: d1 = |p - c| - r through the scratch
// t, d2 = p.y + h, result min(d1, d2). The plane line was copied from the
// sphere part and still writes `t`, so `min.f32 %0, d1, d2` reads d2, which
// nothing in the block sets.
__device__ __forceinline__ float scene(float x, float y, float z, float r, float h) {
  float d;
  asm("{\n\t"
      ".reg .f32 d1, d2, t;\n\t"
      "mul.f32 t, %1, %1;\n\t"
      "fma.rn.f32 t, %2, %2, t;\n\t"
      "fma.rn.f32 t, %3, %3, t;\n\t"
      "sqrt.approx.f32 t, t;\n\t"
      "sub.f32 d1, t, %4;\n\t"
      "add.f32 t, %2, %5;\n\t" // BUG: plane distance written into t, d2 never set
      "min.f32 %0, d1, d2;\n\t"
      "}"
      : "=f"(d)
      : "f"(x), "f"(y), "f"(z), "f"(r), "f"(h));
  return d;
}
__global__ void sphere_trace(const float4 *__restrict__ dirs, float3 eye, float radius, float ground, float *__restrict__ depth,
                             int n, int max_steps, float tmax) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float4 dir = dirs[i];
  float t = 0.f;
  for (int s = 0; s < max_steps; ++s) {
    float d = scene(eye.x + t * dir.x, eye.y + t * dir.y, eye.z + t * dir.z, radius, ground);
    if (d < 1e-4f * t)
      break;
    t += d;
    if (t > tmax) {
      t = -1.f;
      break;
    }
  }
  depth[i] = t;
}
