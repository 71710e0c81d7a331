// EXPECT: clean
// Sphere tracing with a warp-wide early out: each lane marches its ray until
// it hits a surface or passes the far plane; a lane that is done keeps
// looping without marching, and the warp leaves the loop when __all_sync
// over the full warp says every lane is done. The vote is reached by every
// lane on every iteration (the loop bound is a parameter).
__device__ __forceinline__ float scene(float x, float y, float z) {
  float sphere = sqrtf(x * x + (y - 1.f) * (y - 1.f) + z * z) - 1.f;
  float box = fmaxf(fmaxf(fabsf(x - 2.5f), fabsf(y - 0.5f)), fabsf(z)) - 0.5f;
  return fminf(fminf(sphere, box), y + 0.01f);
}
__global__ void trace(const float4 *__restrict__ dirs, float3 eye, float *__restrict__ depth, int n, int max_steps,
                      float tmax) {
  int i = blockIdx.x * blockDim.x + threadIdx.x; // n is a multiple of 32
  float4 dir = dirs[i];
  float t = 0.f;
  bool hit = false, done = false;
  for (int s = 0; s < max_steps; ++s) {
    if (!done) {
      float d = scene(eye.x + t * dir.x, eye.y + t * dir.y, eye.z + t * dir.z);
      if (d < 1e-4f * (1.f + t)) {
        hit = true;
        done = true;
      } else {
        t += d;
        done = t > tmax;
      }
    }
    if (__all_sync(0xffffffffu, done))
      break;
  }
  depth[i] = hit ? t : -1.f;
}
